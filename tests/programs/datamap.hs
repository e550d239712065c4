-- Data.Map from containers.
module Main where

import qualified Data.Map as M

wordCounts :: [String] -> M.Map String Int
wordCounts = foldr (\w m -> M.insertWith (+) w 1 m) M.empty

phoneBook :: M.Map String Int
phoneBook = M.fromList [("alice", 1234), ("bob", 5678)]

main :: IO ()
main = do
  let book = M.insert "carol" 9999 phoneBook
  print (M.lookup "bob" book, M.lookup "dave" book)
  print (M.findWithDefault 0 "eve" book)
  print (M.toList (wordCounts (words "a b a c b a")))
