-- SUITE: f abstract
-- SUITE: g unsupported
module Found where
