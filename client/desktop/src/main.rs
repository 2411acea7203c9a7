//! `boardroom-desktop`: opens the Boardroom window.

// On Windows, a window program: no console opens beside it.
#![cfg_attr(windows, windows_subsystem = "windows")]

use std::path::PathBuf;

use boardroom_desktop::settings::Paths;
use boardroom_desktop::{AppConfig, DesktopApp};
use clap::Parser;

/// The Boardroom desktop app: host a match for a friend or join one on the LAN.
#[derive(Debug, Parser)]
#[command(version)]
struct Args {
    /// Keep the settings and the hosted server's data in this folder instead of the platform's
    /// config and data folders.
    #[arg(long)]
    data: Option<PathBuf>,
    /// Do not look for servers on the network, nor announce the hosted one (no mDNS at all).
    #[arg(long)]
    no_discovery: bool,
    /// The port to host on (when free; another free port otherwise).
    #[arg(long, default_value_t = boardroom_desktop::app::HOST_PORT)]
    port: u16,
}

fn main() -> eframe::Result {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .init();
    let args = Args::parse();
    let discovery_env_off = std::env::var("BOARDROOM_DISCOVERY")
        .is_ok_and(|v| v.eq_ignore_ascii_case("off") || v == "0");
    let paths = match args.data {
        Some(dir) => Paths::under(&dir),
        None => Paths::platform().unwrap_or_else(|| Paths::under(&PathBuf::from("boardroom-data"))),
    };
    let mut config = AppConfig::new(paths);
    config.discovery = !(args.no_discovery || discovery_env_off);
    config.host_port = args.port;
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("Boardroom")
            .with_inner_size([1100.0, 760.0])
            .with_min_inner_size([720.0, 520.0]),
        ..eframe::NativeOptions::default()
    };
    let mut app = DesktopApp::new(config);
    // The font for Chinese, Japanese and Korean is read before the first frame.
    app.preload_fonts();
    eframe::run_native("Boardroom", options, Box::new(move |_cc| Ok(Box::new(app))))
}
