//! STUB: renju's forbidden points, filled in with gomoku.
