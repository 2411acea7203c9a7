//! What the load benchmarks read of a process and print: its CPU time and memory from /proc,
//! and percentiles of latencies.

use std::time::Duration;

/// The CPU time a process has used (user and system), from /proc; clock ticks are 1/100 s on
/// Linux.
#[must_use]
pub fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name may hold spaces: the fields that follow come after its ')'.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<u64>().ok());
    // utime and stime are fields 14 and 15 of the line: 11 and 12 counted after the name.
    Some(Duration::from_millis((ticks(11)? + ticks(12)?) * 10))
}

/// The resident memory of a process in KiB, from /proc.
#[must_use]
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
}

/// The `p`th percentile of latencies in microseconds, sorted, in milliseconds.
#[must_use]
pub fn percentile_ms(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[rank.min(sorted.len() - 1)] as f64 / 1000.0
}
