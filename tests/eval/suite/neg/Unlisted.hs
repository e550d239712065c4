-- Not in neg.txt: left out with --listed.
-- SUITE: f concrete
module Unlisted where
