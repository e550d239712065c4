module ReflectLit where

-- Literals given to a reflected function in a refinement are boxed as its
-- parameters' types want: double 3 runs double's code on I# 3#.

{-@ reflect double @-}
double :: Int -> Int
double n = n + n

{-@ measure initial @-}
initial :: Char -> Bool
initial c = c == 'a'

{-@ six :: () -> {v:() | double 3 == 6 && initial 'a'} @-}
six :: () -> ()
six _ = ()

{-@ seven :: () -> {v:() | double 3 == 7} @-}
seven :: () -> ()
seven _ = ()
