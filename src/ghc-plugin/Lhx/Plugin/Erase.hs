-- | The Haskell declaration a @[lq| … |]@ specification stands for, as text:
-- its refinements erased.
--
-- LiquidHaskell's @lq@ quasi-quoter makes a quoted signature or type alias
-- both a LiquidHaskell annotation and a Haskell declaration:
--
-- > [lq| nats :: [{v:Int | 0 <= v}] |]            -- nats :: [Int]
-- > [lq| myId :: x:a -> {v:a | v = x} |]          -- myId :: a -> a
-- > [lq| type MyList a N = {v:[a] | len v = N} |] -- type MyList a = [a]
-- > [lq| nats :: MyList Nat 11 |]                 -- nats :: MyList Nat
--
-- Other specifications (measures, predicates, …) declare nothing for GHC.
-- The plugin parses the erased text with GHC's own parser
-- ('Lhx.Plugin.Compat.replaceQuotes'); lhx's spec reader reads the
-- quoted text itself (src/source/lexical.c).
module Lhx.Plugin.Erase (eraseSpec) where

import Data.Char (isAlphaNum, isDigit, isSpace, isUpper, isLower)
import Data.List (isPrefixOf)

-- | The erased Haskell text of a quoted specification, or Nothing when it
-- declares nothing for GHC.
eraseSpec :: String -> Maybe String
eraseSpec s
  | "type" `isPrefixOf` body, startsWord (drop 4 body) = Just (eraseAlias s)
  | isSignature body = Just (eraseType s)
  | otherwise = Nothing
  where body = dropWhile isSpace s
        startsWord r = case r of { c : _ -> isSpace c; [] -> False }

-- | @f :: …@ or @f, g :: …@ (an operator in parentheses counts as a name).
isSignature :: String -> Bool
isSignature s = case lexNames s of
  Just rest -> "::" `isPrefixOf` rest
  Nothing   -> False
  where
    lexNames t = case dropWhile isSpace t of
      c : r | isLower c || c == '_' ->
        commaOr (dropWhile isIdent r)
      '(' : r -> case break (== ')') r of
        (_, ')' : r') -> commaOr r'
        _             -> Nothing
      _ -> Nothing
    commaOr t = case dropWhile isSpace t of
      ',' : r -> lexNames r
      r       -> Just r

isIdent :: Char -> Bool
isIdent c = isAlphaNum c || c == '_' || c == '\''

-- | A type alias with its value parameters (upper-case, @N@) dropped from
-- its head, and its right-hand side erased.
eraseAlias :: String -> String
eraseAlias s = case break (== '=') s of
  (lhs, '=' : rhs) -> unwords (keep (words lhs)) ++ " = " ++ eraseType rhs
  _                -> s
  where
    keep (kw : name : params) = kw : name : filter (not . startsUpper) params
    keep ws = ws
    startsUpper p = case p of { c : _ -> isUpper c; [] -> False }

-- | A refinement type as a Haskell type: @{v:T | p}@ becomes @T@, binders
-- of arrows (@x:T@) go, and so do numbers (value arguments of aliases).
eraseType :: String -> String
eraseType s = case s of
  [] -> []
  '{' : r | Just (t, rest) <- refinement r -> ' ' : eraseType t ++ ' ' : eraseType rest
  c : _ | isLower c || c == '_' ->
    let (w, rest) = span isIdent s
    in case dropWhile isSpace rest of
         ':' : r' | not (":" `isPrefixOf` r') -> eraseType r'
         _ -> w ++ eraseType rest
  c : r | isIdent c && not (isDigit c) -> let (w, rest) = span isIdent (c : r) in w ++ eraseType rest
  c : r | isDigit c -> ' ' : eraseType (dropWhile isIdent r)
  c : r -> c : eraseType r

-- | After a @{@: @v : T | p }@ as T and the text after the @}@, when the
-- braces hold a refinement.
refinement :: String -> Maybe (String, String)
refinement r = case span isIdent (dropWhile isSpace r) of
  (v@(_ : _), rest) | ':' : r' <- dropWhile isSpace rest, not (":" `isPrefixOf` r'), not (all isDigit v) ->
    let (t, afterT) = untilBar 0 r'
    in case afterT of
         '|' : p -> Just (t, closing 0 p)
         _       -> Nothing
  _ -> Nothing
  where
    -- the text up to the '|' at depth 0
    untilBar :: Int -> String -> (String, String)
    untilBar _ [] = ([], [])
    untilBar d (c : cs)
      | c == '|' && d == 0 = ([], c : cs)
      | otherwise = let (a, b) = untilBar (depth d c) cs in (c : a, b)
    -- the text after the '}' that closes the refinement
    closing :: Int -> String -> String
    closing _ [] = []
    closing d (c : cs)
      | c == '}' && d == 0 = cs
      | otherwise = closing (depth d c) cs
    depth d c
      | c `elem` "([{" = d + 1
      | c `elem` ")]}" = d - 1
      | otherwise = d
