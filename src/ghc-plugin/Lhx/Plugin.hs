-- | The lhx GHC plugin: dumps each compiled module's Core as JSON
-- (docs/core-json.md) to @<out>/<Module>.json@, leaving the Core unchanged.
-- After type checking it tells GHC to keep every top-level binder (GHC
-- would drop the unexported, unused ones before the Core pass).
--
-- Options: @-fplugin-opt=Lhx.Plugin:out=DIR@ (required) and
-- @-fplugin-opt=Lhx.Plugin:stop=FILE@ (one qualified name per line; blank
-- lines and lines starting with @#@ are ignored).
module Lhx.Plugin (plugin) where

import Data.Char (isSpace)
import Data.List (isPrefixOf, dropWhileEnd)
import qualified Data.Set as Set
import System.Directory (createDirectoryIfMissing, renameFile)
import System.FilePath ((</>))
import System.IO

import Lhx.Plugin.Compat
import Lhx.Plugin.Encode
import Lhx.Plugin.Erase
import Lhx.Plugin.Json
import Lhx.Plugin.Recursion

plugin :: Plugin
plugin = defaultPlugin
  { installCoreToDos = install
    -- Every top-level binder reaches the Core pass, exported or not.
  , typeCheckResultAction = \_ _ env -> keepTopBinders env
    -- [lq| … |] specifications: GHC sees their erased declarations.
  , parsedResultAction = \_ _ pm -> replaceQuotes eraseSpec pm
    -- Recompiled when its options change (GHC's check otherwise): lhx keeps a
    -- module's JSON beside its interface in a cache (src/project/cache.h), and
    -- without a cache forces recompilation itself.
  , pluginRecompile = flagRecompile
  }

-- | Run first, so that the pass sees the desugarer's output.
install :: [CommandLineOption] -> [CoreToDo] -> CoreM [CoreToDo]
install opts todos = do
  (outDir, stopFile) <- liftIO (either fail pure (parseOptions opts))
  pure (CoreDoPluginPass "lhx: dump Core as JSON" (dump outDir stopFile) : todos)

parseOptions :: [CommandLineOption] -> Either String (FilePath, Maybe FilePath)
parseOptions = go Nothing Nothing
  where
    go (Just out) stop [] = Right (out, stop)
    go Nothing _ [] = Left "Lhx.Plugin: missing option out=DIR"
    go out stop (o : os)
      | Just d <- option "out=" o  = go (Just d) stop os
      | Just f <- option "stop=" o = go out (Just f) os
      | otherwise = Left ("Lhx.Plugin: unknown option " ++ show o)
    option key o
      | key `isPrefixOf` o = Just (drop (length key) o)
      | otherwise          = Nothing

dump :: FilePath -> Maybe FilePath -> ModGuts -> CoreM ModGuts
dump outDir stopFile guts = do
  env <- getHscEnv
  liftIO $ do
    stop <- maybe (pure Set.empty) readStopList stopFile
    let m = gutsModule guts
        cfg = Config { cfgModule = m
                     , cfgFile = maybe "" id (moduleSourceFile env m)
                     , cfgStop = stop
                     , cfgExports = gutsExports guts }
        json = encodeModule cfg (map directRecursion (gutsBinds guts)) (gutsInsts guts) (gutsTyCons guts)
    createDirectoryIfMissing True outDir
    -- Write to a temporary name first, so that a crash in the middle of
    -- encoding never leaves a truncated file behind.
    let path = outDir </> moduleString m ++ ".json"
    withFile (path ++ ".tmp") WriteMode $ \h -> do
      hSetEncoding h utf8   -- the output is ASCII anyway
      hPutStr h (renderLines json "")
    renameFile (path ++ ".tmp") path
  pure guts

readStopList :: FilePath -> IO (Set.Set String)
readStopList f = do
  text <- readFile f
  let names = filter keep (map trim (lines text))
  pure $! Set.fromList names
  where
    trim = dropWhileEnd isSpace . dropWhile isSpace
    keep l = not (null l) && not ("#" `isPrefixOf` l)
