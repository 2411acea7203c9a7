//! `boardroom-server`: start it, and a friend on the LAN opens the link it prints.

use std::net::SocketAddr;
use std::path::PathBuf;

use boardroom_server::{Limits, ServerConfig, net, run, shutdown_signal};
use clap::{Parser, ValueEnum};
use tracing_subscriber::EnvFilter;

/// Boardroom: play board games with a friend on the same network, or against the computer.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// The port for HTTP and WebSocket.
    #[arg(long, env = "BOARDROOM_PORT", default_value_t = 7878)]
    port: u16,
    /// The address to listen on (0.0.0.0: every interface, so the LAN can reach it).
    #[arg(long, env = "BOARDROOM_BIND", default_value = "0.0.0.0")]
    bind: std::net::IpAddr,
    /// The folder for the database.
    #[arg(long, env = "BOARDROOM_DATA", default_value = "./boardroom-data")]
    data: PathBuf,
    /// How logs are written.
    #[arg(long, env = "BOARDROOM_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

/// Log output formats.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object per line, for log shippers.
    Json,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    match args.log_format {
        LogFormat::Text => tracing_subscriber::fmt().with_env_filter(filter).init(),
        LogFormat::Json => tracing_subscriber::fmt()
            .json()
            .with_env_filter(filter)
            .init(),
    }
    // Every connection is a file descriptor; many systems start processes with only 1024.
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => tracing::debug!(limit, "open-file limit"),
        Err(e) => tracing::warn!(error = %e, "could not raise the open-file limit"),
    }
    let listener = tokio::net::TcpListener::bind(SocketAddr::new(args.bind, args.port)).await?;
    let bound = listener.local_addr()?;
    println!("Boardroom is running. A friend on your network opens:");
    for link in net::invite_links(bound) {
        println!("  {link}");
    }
    tracing::info!(address = %bound, "listening");
    let config = ServerConfig {
        data_dir: args.data,
        limits: Limits::default(),
    };
    run(listener, config, shutdown_signal()).await?;
    Ok(())
}
