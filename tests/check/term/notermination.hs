module NoTermination where

{-@ LIQUID "--no-termination" @-}

{-@ spin :: Int -> Int @-}
spin :: Int -> Int
spin x = spin x
