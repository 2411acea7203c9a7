//! The room's core driven by transcript files: commands in, events out, on a virtual clock.
