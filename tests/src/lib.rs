//! Whole-system tests of Boardroom over real sockets and a real browser.
