-- | Core -> JSON, following docs/core-json.md (format version 3).
--
-- Encoding runs in a small state monad that records every global Id and
-- every TyCon mentioned by what it has emitted so far; 'encodeModule' then
-- encodes those too (externals, with their unfoldings, and type
-- constructors, with their constructors' field types) until nothing new
-- turns up.
module Lhx.Plugin.Encode
  ( Config(..)
  , encodeModule
  ) where

import Data.Char (chr, ord)
import Data.List (findIndex)
import Data.Maybe (isJust, mapMaybe)
import qualified Data.ByteString as BS
import qualified Data.Map.Strict as Map
import qualified Data.Set as Set
import Data.Ratio (numerator, denominator)
import Data.Word (Word8)

import Lhx.Plugin.Compat
import Lhx.Plugin.Json
import Lhx.Plugin.Nodes

data Config = Config
  { cfgModule :: Module
  , cfgFile   :: FilePath            -- ^ source file, as given to GHC
  , cfgStop   :: Set.Set String      -- ^ external names not to follow
  , cfgExports :: NameSet            -- ^ what the module's export list exports
  }

-- The encoding monad -------------------------------------------------------

data St = St
  { stIds    :: Map.Map String Id     -- ^ global Ids referenced so far
  , stTyCons :: Map.Map String TyCon  -- ^ type constructors mentioned so far
  , stBound  :: Map.Map String Int    -- ^ binder ids used so far, and how
                                      --   many numbered variants each has
  }

newtype Enc a = Enc { runEnc :: St -> (a, St) }

instance Functor Enc where
  fmap f (Enc g) = Enc $ \s -> let (a, s') = g s in (f a, s')

instance Applicative Enc where
  pure a = Enc $ \s -> (a, s)
  Enc f <*> Enc g = Enc $ \s ->
    let (h, s1) = f s; (a, s2) = g s1 in (h a, s2)

instance Monad Enc where
  Enc g >>= k = Enc $ \s -> let (a, s') = g s in runEnc (k a) s'

getSt :: Enc St
getSt = Enc $ \s -> (s, s)

modifySt :: (St -> St) -> Enc ()
modifySt f = Enc $ \s -> ((), f s)

useId :: Id -> Enc ()
useId v = modifySt $ \s -> s { stIds = Map.insert (varId v) v (stIds s) }

useTyCon :: TyCon -> Enc ()
useTyCon tc =
  modifySt $ \s -> s { stTyCons = Map.insert (tyConId tc) tc (stTyCons s) }

-- | A binder id not used before in this file: GHC's own if possible. GHC
-- reuses some binders (all wildcards share one unique; constructor wrappers
-- and built-in unfoldings use fixed template variables), so a repeated one
-- gets a numbered variant.
freshId :: String -> Enc String
freshId base = Enc $ \s -> pick s (Map.lookup base (stBound s))
  where
    pick s Nothing = (base, s { stBound = Map.insert base 0 (stBound s) })
    pick s (Just n)
      | cand `Map.member` stBound s = pick s (Just (n + 1))
      | otherwise = (cand, s { stBound = Map.insert cand 0
                                       (Map.insert base (n + 1) (stBound s)) })
      where cand = base ++ "_" ++ show (n + 1)

-- Names --------------------------------------------------------------------

-- | @Module.occ@ for a name with a module, else just the occurrence.
qualName :: Name -> String
qualName n = maybe occ (++ "." ++ occ) (nameModuleString n)
  where occ = nameOccString n

-- | External names are qualified; local ones get GHC's unique appended.
-- A foreign call has a GHC-internal name that spells out the whole call; it
-- is named after the C function instead, in the pseudo-module @ffi@.
varId :: Var -> String
varId v
  | Just (fn, _) <- foreignCallTarget v = "ffi." ++ fn ++ "_" ++ uniqueString v
  | isExternalName n = qualName n
  | otherwise        = nameOccString n ++ "_" ++ uniqueString v
  where n = varName v

-- | The source-level name of a variable.
varOcc :: Var -> String
varOcc v = maybe (nameOccString (varName v)) fst (foreignCallTarget v)

-- | A promoted data constructor shares its Name with the data constructor,
-- so it is marked with a quote, as in Haskell source: @'GHC.Types.True@.
tyConId :: TyCon -> String
tyConId tc
  | isPromotedDataCon tc = '\'' : qualName (tyConName tc)
  | otherwise            = qualName (tyConName tc)

conId :: DataCon -> String
conId = qualName . dataConName

-- | The ids of the expression binders in scope that were renamed by
-- 'freshId'; any other variable is written as 'varId' says.
type Env = Map.Map Var String

occId :: Env -> Var -> String
occId env v = Map.findWithDefault (varId v) v env

-- | Bring expression binders into scope, with fresh ids.
bind :: Env -> [Var] -> Enc Env
bind env [] = pure env
bind env (v : vs) = do
  i <- freshId (varId v)
  bind (if i == varId v then Map.delete v env else Map.insert v i env) vs

-- Small helpers ------------------------------------------------------------

kv :: String -> String -> (String, Json)
kv k v = (k, str v)

encSpan :: SrcSpan -> Json
encSpan s = case spanView s of
  Nothing -> JNull
  Just sv -> obj [ kv "file" (svFile sv), ("line", int (svLine sv))
                 , ("col", int (svCol sv)), ("endLine", int (svEndLine sv))
                 , ("endCol", int (svEndCol sv)) ]

-- Types --------------------------------------------------------------------

encType :: Env -> Type -> Enc Json
encType env ty = case viewType ty of
  TvVar v -> pure $ obj [kv "t" "var", kv "var" (occId env v)]
  TvCon tc args -> do
    useTyCon tc
    as <- mapM (encType env) args
    pure $ obj [kv "t" "con", kv "con" (tyConId tc), ("args", JArr as)]
  TvFun a r -> do
    a' <- encType env a
    r' <- encType env r
    pure $ obj [kv "t" "fun", ("arg", a'), ("res", r')]
  TvForAll v body -> do
    -- A forall binds its variable under its own id (types may repeat).
    b <- encBndr env v
    body' <- encType (Map.delete v env) body
    pure $ obj [kv "t" "forall", ("var", b), ("body", body')]
  TvApp f args -> do
    f' <- encType env f
    as <- mapM (encType env) args
    pure $ obj [kv "t" "app", ("fun", f'), ("args", JArr as)]
  TvNumLit n -> pure $ obj [kv "t" "lit", kv "value" (show n)]
  TvStrLit s -> pure $ obj [kv "t" "lit", kv "value" s]
  TvOther    -> pure $ obj [kv "t" "other", kv "text" (showPpr ty)]

-- Binders ------------------------------------------------------------------

-- | A binder object; @env@ already has the binder in scope.
encBndr :: Env -> Var -> Enc Json
encBndr env v = do
  t <- encType env (varType v)
  pure $ obj $
    [ kv "id" (occId env v), kv "name" (varOcc v)
    , ("type", t), ("span", encSpan (getSrcSpan v)) ]
    ++ [ ("tyvar", JBool True) | isTyVar v ]
    ++ [ ("dict", JBool True) | isId v, isDictType (varType v) ]

-- | Type parameters (of a tycon, class or instance): bound, not renamed.
encTyParams :: [TyVar] -> Enc [Json]
encTyParams = mapM (encBndr Map.empty)

-- Expressions --------------------------------------------------------------

encExpr :: Env -> CoreExpr -> Enc Json
encExpr env e = case e of
  Var v       -> encVar env v
  Lit l       -> pure $ obj [kv "k" "lit", ("lit", encLit l)]
  App {}      -> encApp env (spine e [])
  Lam b body  -> do
    env' <- bind env [b]
    b' <- encBndr env' b
    body' <- encExpr env' body
    pure $ obj [kv "k" "lam", ("bndr", b'), ("body", body')]
  Let bnd body -> do
    let pairs = bindPairs bnd
    env' <- bind env (map fst pairs)
    let rhsEnv = if isRecBind bnd then env' else env
    bs <- mapM (encPair env' rhsEnv []) pairs
    body' <- encExpr env' body
    pure $ obj [kv "k" "let", ("rec", JBool (isRecBind bnd))
               , ("binds", JArr bs), ("body", body')]
  Case scrut b ty alts -> do
    s' <- encExpr env scrut
    env' <- bind env [b]
    b' <- encBndr env' b
    t' <- encType env ty
    as <- mapM (encAlt env') alts
    pure $ obj [kv "k" "case", ("scrut", s'), ("bndr", b'), ("type", t')
               , ("alts", JArr as)]
  Cast body co -> do
    body' <- encExpr env body
    t' <- encType env (coercionTargetType co)
    pure $ obj [kv "k" "cast", ("body", body'), ("type", t')]
  Tick _ body -> encExpr env body
  Type t      -> do
    t' <- encType env t
    pure $ obj [kv "k" "type", ("type", t')]
  Coercion _  -> pure $ obj [kv "k" "coercion"]

-- | Collect an application spine, looking through ticks.
spine :: CoreExpr -> [CoreExpr] -> (CoreExpr, [CoreExpr])
spine (App f a) args = spine f (a : args)
spine (Tick _ f) args = spine f args
spine f args = (f, args)

encApp :: Env -> (CoreExpr, [CoreExpr]) -> Enc Json
encApp env (f, args) = do
  f' <- encExpr env f
  as <- mapM (encExpr env) args
  pure $ obj [kv "k" "app", ("fun", f'), ("args", JArr as)]

-- | Data constructor workers become @con@ nodes; other global Ids are
-- externals, recorded so that they get an entry in @externals@.
encVar :: Env -> Var -> Enc Json
encVar env v
  | Just dc <- isDataConWorkId_maybe v = do
      useTyCon (dataConTyCon dc)
      pure $ obj [kv "k" "con", kv "con" (conId dc)]
  | otherwise = do
      if isGlobalId v then useId v else pure ()
      pure $ obj [kv "k" "var", kv "id" (occId env v)]

encAlt :: Env -> CoreAlt -> Enc Json
encAlt env alt = do
  let (c, bs, rhs) = altParts alt
  c' <- case c of
    DEFAULT   -> pure $ obj [kv "kind" "default"]
    LitAlt l  -> pure $ obj [kv "kind" "lit", ("lit", encLit l)]
    DataAlt dc -> do
      useTyCon (dataConTyCon dc)
      pure $ obj [kv "kind" "data", kv "con" (conId dc)]
  env' <- bind env bs
  bs' <- mapM (encBndr env') bs
  rhs' <- encExpr env' rhs
  pure $ obj [("con", c'), ("bndrs", JArr bs'), ("rhs", rhs')]

-- | One binding (the binder in @env@, the right-hand side in @rhsEnv@);
-- top-level ones have more keys (@extra@: whether they are exported, …).
encPair :: Env -> Env -> [(String, Json)] -> (Id, CoreExpr) -> Enc Json
encPair env rhsEnv extra (b, rhs) = do
  b' <- encBndr env b
  rhs' <- encExpr rhsEnv rhs
  pure $ obj $ [("bndr", b'), ("rhs", rhs')] ++ extra

bindPairs :: CoreBind -> [(Id, CoreExpr)]
bindPairs (NonRec b rhs) = [(b, rhs)]
bindPairs (Rec ps)       = ps

isRecBind :: CoreBind -> Bool
isRecBind (Rec _) = True
isRecBind _       = False

-- | What the module says about its top-level binders: which ones its
-- export list exports, and which ones GHC wrote.
data TopInfo = TopInfo
  { tiExports   :: NameSet
  , tiDFunSpans :: [SrcSpan]   -- ^ where the module's instances are declared
  }

-- | Did GHC write this binder's code rather than the programmer: a record
-- field selector, or a binder placed where an instance is declared (the
-- methods of a derived instance, and the default methods GHC fills into an
-- instance that does not define them), other than the instance's
-- dictionary itself? A method the programmer wrote is placed at its name.
isGenerated :: TopInfo -> Id -> Bool
isGenerated info b =
  isRecSelector b
    || (any (sameSourceSpan (getSrcSpan b)) (tiDFunSpans info) && not (isDFunId b))

-- | Top-level binders keep GHC's names (they are unique already); they are
-- registered so that no local binder takes the same id. A binder is
-- exported when the module's export list exports it ('isExportedId' is
-- true of every binder here: the plugin told GHC to keep them all).
encTopBind :: TopInfo -> CoreBind -> Enc Json
encTopBind info bnd = do
  ps <- mapM top (bindPairs bnd)
  pure $ obj [("rec", JBool (isRecBind bnd)), ("binds", JArr ps)]
  where
    top p@(b, _) = do
      _ <- freshId (varId b)
      encPair Map.empty Map.empty
        ( ("exported", JBool (varName b `elemNameSet` tiExports info))
        : [ ("generated", JBool True) | isGenerated info b ] ) p

-- Literals -----------------------------------------------------------------

encLit :: Literal -> Json
encLit l = obj $ case litView l of
  LvChar c     -> [kv "lit" "char", kv "value" (show (ord c))]
  LvNumber k n -> [kv "lit" k, kv "value" (show n)]
  LvString bs  -> stringLit (decodeUtf8 (BS.unpack bs))
  LvNull       -> [kv "lit" "null"]
  LvRubbish    -> [kv "lit" "rubbish"]
  LvFloat r    -> fractional "float" (show (fromRational r :: Float)) r
  LvDouble r   -> fractional "double" (show (fromRational r :: Double)) r
  LvLabel s    -> [kv "lit" "label", kv "value" s]
  where
    -- JSON readers stop a string at U+0000, so such a text also comes as
    -- its code points.
    stringLit text
      | '\0' `elem` text = [kv "lit" "string", kv "value" text, ("codepoints", JArr (map (JInt . toInteger . ord) text))]
      | otherwise = [kv "lit" "string", kv "value" text]
    fractional k text r =
      [ kv "lit" k, kv "value" text
      , kv "num" (show (numerator r)), kv "den" (show (denominator r)) ]

-- | Decode GHC's modified UTF-8 (NUL is C0 80). A byte that does not start
-- a well-formed sequence (possible in a MagicHash @"..."#@ literal) is kept
-- as the code point of the same value.
decodeUtf8 :: [Word8] -> String
decodeUtf8 [] = []
decodeUtf8 (b : bs)
  | b < 0x80 = chr (fromIntegral b) : decodeUtf8 bs
  | b >= 0xC0, b < 0xE0 = multi 1 (fromIntegral b - 0xC0)
  | b >= 0xE0, b < 0xF0 = multi 2 (fromIntegral b - 0xE0)
  | b >= 0xF0, b < 0xF8 = multi 3 (fromIntegral b - 0xF0)
  | otherwise = raw
  where
    raw = chr (fromIntegral b) : decodeUtf8 bs
    multi n lead
      | length conts == n, all isCont conts, cp <= 0x10FFFF =
          chr cp : decodeUtf8 (drop n bs)
      | otherwise = raw
      where
        conts = take n bs
        cp = foldl (\acc c -> acc * 64 + (fromIntegral c - 0x80)) lead conts
    isCont c = c >= 0x80 && c < 0xC0

-- Externals ----------------------------------------------------------------

encExternal :: Config -> Id -> Enc Json
encExternal cfg v = do
  t <- encType Map.empty (varType v)
  extra <- origin cfg v
  pure $ obj $
    [ kv "id" (varId v), kv "module" (externalModule v)
    , kv "name" (varOcc v), ("type", t) ] ++ extra

-- | Where the definition of an external comes from; the order of the tests
-- matters (e.g. a selector or a wrapper is described by what it is, even
-- when it belongs to another module of the program).
origin :: Config -> Id -> Enc [(String, Json)]
origin cfg v
  | varId v `Set.member` cfgStop cfg = pure [kv "origin" "stopped"]
  | Just op <- isPrimOpId_maybe v =
      pure [kv "origin" "primop", kv "primop" (primOpName op)]
  | Just cls <- isClassOpId_maybe v = pure (selector cls)
  | Just dc <- isDataConWrapId_maybe v, Just rhs <- unfoldingOf v = do
      rhs' <- encExpr Map.empty rhs
      pure [kv "origin" "datacon-wrapper", ("rhs", rhs'), kv "con" (conId dc)]
  | isHome = pure [kv "origin" "home"]
  | Just rhs <- unfoldingOf v = do
      rhs' <- encExpr Map.empty rhs
      pure [kv "origin" "unfolding", ("rhs", rhs')]
  | Just tc <- recSelTyCon v, fields@(_ : _) <- recordFields tc =
      pure [kv "origin" "record-selector", ("con_fields", JArr fields)]
  | otherwise = pure [kv "origin" "none", kv "reason" (noneReason v)]
  where
    this = cfgModule cfg
    isHome = case nameModuleMaybe (varName v) of
      Just m  -> m /= this && sameUnit m this
      Nothing -> False
    selector cls =
      [ kv "origin" "selector", kv "class" (qualName (className cls))
      , ("index", maybe JNull int (findIndex same (classAllSelIds cls))) ]
    -- Only constructors whose fields are the source fields can be projected.
    recordFields tc =
      [ obj [kv "con" (conId dc), ("index", int i)]
      | dc <- tyConDataCons tc, conFieldsAreSource dc
      , Just i <- [findIndex (== varName v) (conSelectorNames dc)] ]
    same w = varName w == varName v

externalModule :: Id -> String
externalModule v
  | Just _ <- foreignCallTarget v = "ffi"
  | otherwise = maybe "" id (nameModuleString (varName v))

noneReason :: Id -> String
noneReason v
  | Just (fn, safety) <- foreignCallTarget v =
      "foreign call (" ++ safety ++ ") to C function " ++ fn
  | Just why <- lookup (varId v) magicIds = "built-in: " ++ why
  | nameModuleString (varName v) `elem` map Just ["GHC.Prim", "GHC.Magic"] =
      "built-in Id with no Core definition"
  | Just _ <- recSelTyCon v =
      "record selector of a constructor with unpacked or constraint fields"
  | isEvaldOnly v = "no unfolding in the interface (only known to be evaluated)"
  | otherwise = "no unfolding in the interface"

-- | GHC's magic Ids that have no unfolding, and what they mean.
magicIds :: [(String, String)]
magicIds =
  [ ("GHC.Magic.lazy", "lazy x = x (hides strictness)")
  , ("GHC.Magic.noinline", "noinline x = x (prevents inlining)")
  , ("GHC.Magic.runRW#", "runRW# f = f realWorld#")
  , ("GHC.Prim.void#", "the only value of Void#")
  , ("GHC.Prim.realWorld#", "the State# RealWorld token")
  , ("GHC.Prim.nullAddr#", "the null Addr#")
  , ("Unsafe.Coerce.unsafeEqualityProof",
     "UnsafeRefl at any two types (used by unsafeCoerce)")
  ]

-- Type constructors and classes ---------------------------------------------

-- | A type constructor's entry, and its class's entry if it is a class.
encTyCon :: TyCon -> Enc (Json, Maybe Json)
encTyCon tc = do
  tvs <- encTyParams (tyConVars tc)
  (kind, extra) <- tyConKind tc
  cons <- if kind `elem` ["data", "newtype", "class"]
            then mapM (encDataCon tc) (tyConDataCons tc) else pure []
  cls <- traverse encClass (tyConClass_maybe tc)
  let json = obj $
        [ kv "name" (tyConId tc)
        , kv "module" (maybe "" id (nameModuleString (tyConName tc)))
        , kv "kind" kind, ("tyvars", JArr tvs)
        , ("span", encSpan (getSrcSpan (tyConName tc))), ("cons", JArr cons) ]
        ++ extra
  pure (json, cls)

tyConKind :: TyCon -> Enc (String, [(String, Json)])
tyConKind tc
  | Just _ <- tyConClass_maybe tc = plain "class"
  | isPromotedDataCon tc = plain "other"
  | isPrimTyCon tc = plain "prim"
  | Just (_, rhs) <- synonymRhs tc = do
      rhs' <- encType Map.empty rhs
      pure ("synonym", [("rhs", rhs')])
  | isFamilyTyCon tc = plain "family"
  | isNewTyCon tc = plain "newtype"
  | isAlgTyCon tc, not (isAbstractTyCon tc) = plain "data"
  | otherwise = plain "other"
  where plain k = pure (k, [])

encDataCon :: TyCon -> DataCon -> Enc Json
encDataCon tc dc = do
  fields <- mapM field (conRepFields dc)
  exs <- encTyParams (dataConExTyCoVars dc)
  let wrap = dataConWrapId dc
      hasWrapper = varName wrap /= varName (dataConWorkId dc)
  pure $ obj $
    [ kv "name" (conId dc), ("tag", int (dataConTag dc))
    , ("infix", JBool (dataConIsInfix dc)), ("fields", JArr fields)
    , ("labels", JArr (map str (if conFieldsAreSource dc then conLabels dc else [])))
    , ("wrapper", if hasWrapper then str (varId wrap) else JNull)
    , ("span", encSpan (getSrcSpan (dataConName dc))) ]
    ++ [ ("exvars", JArr exs) | not (null exs) ]
  where
    -- Field types are written in terms of the constructor's universal type
    -- variables; rename them to the tycon's, which the entry lists.
    univ = dataConUnivTyVars dc
    tcvs = tyConVars tc
    toTyCon t
      | map varName univ == map varName tcvs = t
      | otherwise = substTypes univ (tyVarTys tcvs) t
    field (t, strict) = do
      t' <- encType Map.empty (toTyCon t)
      pure $ obj [("type", t'), ("strict", JBool strict)]

encClass :: Class -> Enc Json
encClass cls = do
  tvs <- encTyParams (classTyVars cls)
  scs <- mapM (encType Map.empty) (classSCTheta cls)
  pure $ obj
    [ kv "name" (qualName (className cls))
    , kv "tycon" (tyConId (classTyCon cls))
    , kv "con" (conId (classDataCon cls))
    , ("newtype", JBool (isNewTyCon (classTyCon cls)))
    , ("tyvars", JArr tvs), ("superclasses", JArr scs)
    , ("methods", JArr [ obj [kv "id" (varId m), kv "name" (nameOccString (varName m))]
                       | m <- classMethods cls ]) ]

encInstance :: ClsInst -> Enc Json
encInstance inst = do
  let (tvs, cls, tys) = instanceHead inst
  useTyCon (classTyCon cls)
  tvs' <- encTyParams tvs
  tys' <- mapM (encType Map.empty) tys
  pure $ obj [ kv "dfun" (varId (instanceDFunId inst))
             , kv "class" (qualName (className cls))
             , ("tyvars", JArr tvs'), ("types", JArr tys') ]

-- The module -----------------------------------------------------------------

encodeModule :: Config -> [CoreBind] -> [ClsInst] -> [TyCon] -> Json
encodeModule cfg binds insts tcs0 = fst (runEnc go (St Map.empty Map.empty Map.empty))
  where
    go = do
      let info = TopInfo (cfgExports cfg) (map (getSrcSpan . instanceDFunId) insts)
      binds' <- mapM (encTopBind info) binds
      insts' <- mapM encInstance insts
      -- the module's own data types and type synonyms, used or not: a
      -- refinement may name them (`Cons n Emp`, a measure's equations over
      -- an unused type, `Vec {v:Int | v > 0}` of `type Vec a = [a]`)
      mapM_ useTyCon (filter (\tc -> ownData tc || isJust (synonymRhs tc)) tcs0)
      (exts, tcs) <- closure cfg Map.empty Map.empty
      pure $ withNodeTable $ obj
        [ kv "format" "lhx-core", ("version", int (3 :: Int))
        , kv "ghc" ghcVersion
        , kv "module" (moduleString (cfgModule cfg)), kv "file" (cfgFile cfg)
        , ("binds", JArr binds')
        , ("externals", JArr (Map.elems exts))
        , ("tycons", JArr (map fst (Map.elems tcs)))
        , ("classes", JArr (mapMaybe snd (Map.elems tcs)))
        , ("instances", JArr insts') ]

-- | A data type or newtype a module declares (not a class's dictionary
-- type, nor a data family instance's representation).
ownData :: TyCon -> Bool
ownData tc = isAlgTyCon tc && not (isClassTyCon tc) && not (isFamInstTyCon tc)

-- | Encode the referenced externals and type constructors not encoded yet,
-- which may reference more, until a fixed point.
closure :: Config -> Map.Map String Json -> Map.Map String (Json, Maybe Json)
        -> Enc (Map.Map String Json, Map.Map String (Json, Maybe Json))
closure cfg doneIds doneTcs = do
  st <- getSt
  let newIds = stIds st `Map.difference` doneIds
      newTcs = stTyCons st `Map.difference` doneTcs
  if Map.null newIds && Map.null newTcs
    then pure (doneIds, doneTcs)
    else do
      es <- traverse (encExternal cfg) newIds
      ts <- traverse encTyCon newTcs
      closure cfg (doneIds `Map.union` es) (doneTcs `Map.union` ts)
