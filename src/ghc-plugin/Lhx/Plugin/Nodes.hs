-- | Bounded nesting (docs/core-json.md, "The node table").
--
-- Core can be arbitrarily deep (a list literal of 500 elements is 500
-- nested applications), but JSON readers limit nesting (cJSON: 1000
-- levels). So every expression or type object whose subtree is more than
-- 'maxHeight' levels deep is moved into the module's node table and
-- replaced by a reference to it, @{"k":"ref","node":N}@ for an expression,
-- @{"t":"ref","node":N}@ for a type. Working bottom-up, each entry of the
-- table is itself at most a few levels deeper than 'maxHeight', so no
-- part of the file nests deeper than about 'maxHeight' + 10 levels,
-- whatever the program.
module Lhx.Plugin.Nodes
  ( maxHeight
  , withNodeTable
  ) where

import Lhx.Plugin.Json

-- | The height (JSON nesting levels) above which a subtree is hoisted.
maxHeight :: Int
maxHeight = 100

-- | The table being built: the next index, and the entries in reverse.
data Table = Table !Int [Json]

-- | Hoists the deep parts of every field of the module object, and adds the
-- table as the field @nodes@ (after the others, which refer to it).
withNodeTable :: Json -> Json
withNodeTable (JObj kvs) = JObj (zip (map fst kvs) vs ++ [("nodes", JArr (reverse entries))])
  where
    (vs, _, Table _ entries) = hoistAll (map snd kvs) (Table 0 [])
withNodeTable v = v

-- | A value rewritten, with its height.
hoist :: Json -> Table -> (Json, Int, Table)
hoist v t = case v of
  JArr xs -> let (ys, h, t') = hoistAll xs t in (JArr ys, h + 1, t')
  JObj kvs ->
    let (vs, h0, t') = hoistAll (map snd kvs) t
        v' = JObj (zip (map fst kvs) vs)
        h = h0 + 1
    in case nodeKey kvs of
         Just key | h > maxHeight -> let Table n es = t' in (ref key n, 1, Table (n + 1) (v' : es))
         _ -> (v', h, t')
  _ -> (v, 1, t)

-- | Values rewritten in order (the table grows from left to right), and the
-- greatest height among them (0 for none).
hoistAll :: [Json] -> Table -> ([Json], Int, Table)
hoistAll [] t = ([], 0, t)
hoistAll (x : xs) t =
  let (y, h, t1) = hoist x t
      (ys, hs, t2) = hoistAll xs t1
  in (y : ys, max h hs, t2)

-- | @k@ for an expression object, @t@ for a type object; others stay.
nodeKey :: [(String, Json)] -> Maybe String
nodeKey kvs
  | any ((== "k") . fst) kvs = Just "k"
  | any ((== "t") . fst) kvs = Just "t"
  | otherwise = Nothing

ref :: String -> Int -> Json
ref key n = obj [(key, str "ref"), ("node", int n)]
