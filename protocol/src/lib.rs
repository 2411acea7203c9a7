//! STUB: the wire types.
