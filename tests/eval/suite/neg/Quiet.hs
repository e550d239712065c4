-- SUITE: f none
module Quiet where
