module ConSig where

data Box = Box Int

{-@ Box :: {v:Int | v > 0} -> Int -> Box @-}

unbox :: Box -> Int
unbox (Box n) = n
