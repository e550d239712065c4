-- Data.Map from containers.
module DataMap where

import qualified Data.Map as M

wordCounts :: [String] -> M.Map String Int
wordCounts = foldr (\w m -> M.insertWith (+) w 1 m) M.empty

phoneBook :: M.Map String Int
phoneBook = M.fromList [("alice", 1234), ("bob", 5678)]

addCarol :: M.Map String Int -> M.Map String Int
addCarol = M.insert "carol" 9999

lookups :: (Maybe Int, Maybe Int, Int)
lookups = (M.lookup "bob" book, M.lookup "dave" book, M.findWithDefault 0 "eve" book)
  where book = addCarol phoneBook

counted :: [(String, Int)]
counted = M.toList (wordCounts (words "a b a c b a"))
