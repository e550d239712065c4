-- SUITE: malformed
module Broken where
