{-# LANGUAGE CPP #-}
-- | The only module of the plugin that imports the GHC API. Everything whose
-- name, home module or shape changes between GHC versions is re-exported or
-- wrapped here, so porting the plugin to GHC 9.2/9.4 means editing this file
-- only. Only GHC 9.0 is tested; the other branches are best guesses.
module Lhx.Plugin.Compat
  ( -- * Plugin plumbing
    Plugin, CommandLineOption, CoreToDo(CoreDoPluginPass), CoreM, ModGuts
  , defaultPlugin, installCoreToDos, pluginRecompile, impurePlugin, flagRecompile
  , getHscEnv, liftIO, ghcVersion
  , gutsModule, gutsBinds, gutsInsts, gutsTyCons, moduleSourceFile
    -- * Keeping every top-level binder, and the real exports
  , TcGblEnv, TcM, typeCheckResultAction, keepTopBinders
  , NameSet, gutsExports, elemNameSet
    -- * Quasi-quoted declarations
  , parsedResultAction, replaceQuotes
    -- * Names, modules, uniques
  , Name, Module, nameOccString, nameModuleString, nameModuleMaybe
  , moduleString, sameUnit, isExternalName, uniqueString
    -- * Variables and Ids
  , Var, Id, TyVar, varName, varType, isTyVar, isId, isGlobalId, isExportedId
  , isDictType, isDataConWorkId_maybe, isDataConWrapId_maybe
  , isPrimOpId_maybe, isClassOpId_maybe, recSelTyCon, isRecSelector, isDFunId
  , primOpName, unfoldingOf, isEvaldOnly, foreignCallTarget
    -- * Core
  , CoreExpr, CoreBind, CoreAlt, Expr(..), Bind(..), AltCon(..), altParts
  , collectBinders, mkLams, mkVarApps
  , Literal, LitView(..), litView
  , coercionTargetType
    -- * Types
  , Type, TypeView(..), viewType, tyVarTys, substTypes
    -- * Type constructors and data constructors
  , TyCon, tyConName, tyConVars, tyConDataCons, tyConClass_maybe
  , isAlgTyCon, isNewTyCon, isPrimTyCon, isFamilyTyCon, isClassTyCon, isFamInstTyCon
  , isPromotedDataCon, isAbstractTyCon, synonymRhs
  , DataCon, dataConName, dataConTyCon, dataConTag, dataConIsInfix
  , dataConWorkId, dataConWrapId, dataConUnivTyVars, dataConExTyCoVars
  , conRepFields, conFieldsAreSource, conLabels, conSelectorNames
    -- * Classes and instances
  , Class, className, classTyCon, classDataCon, classTyVars, classSCTheta
  , classAllSelIds, classMethods
  , ClsInst, instanceHead, instanceDFunId
    -- * Source spans and printing
  , SrcSpan, SpanView(..), spanView, sameSourceSpan, getSrcSpan, showPpr
  ) where

import GHC.Plugins
  ( Plugin, CommandLineOption, CoreToDo(CoreDoPluginPass), CoreM, ModGuts(..)
  , defaultPlugin, installCoreToDos, pluginRecompile, impurePlugin, flagRecompile
  , getHscEnv, liftIO, HscEnv, getDynFlags
  , Name, Module, nameModule_maybe, isExternalName, nameOccName
  , occNameString, moduleName, moduleNameString, getUnique
  , Var, Id, TyVar, varName, varType, isTyVar, isId, isGlobalId, isExportedId
  , idDetails, IdDetails(RecSelId, FCallId), RecSelParent(RecSelData), sel_tycon
  , isDataConWorkId_maybe, isDataConWrapId_maybe, isPrimOpId_maybe
  , isClassOpId_maybe, realIdUnfolding, maybeUnfoldingTemplate, isDFunId
  , isEvaldUnfolding
  , CoreExpr, CoreBind, CoreAlt, Expr(..), Bind(..), AltCon(..), Alt
  , collectBinders, mkLams, mkVarApps
  , Literal(..), LitNumType(..), Type, Coercion, coercionRKind
  , mkTyVarTys, substTyWith, synTyConDefn_maybe
  , TyCon, tyConName, tyConBinders, tyConDataCons, tyConClass_maybe
  , isAlgTyCon, isNewTyCon, isPrimTyCon, isFamilyTyCon, isClassTyCon, isFamInstTyCon
  , isPromotedDataCon, isAbstractTyCon
  , DataCon, dataConName, dataConTyCon, dataConTag, dataConIsInfix
  , dataConWorkId, dataConWrapId, dataConUnivTyVars, dataConExTyCoVars
  , dataConRepArgTys, dataConRepStrictness, dataConFieldLabels, isMarkedStrict
  , dataConOrigArgTys, dataConImplBangs, HsImplBang(HsUnpack)
  , SrcSpan(..), srcSpanFile, srcSpanStartLine, srcSpanStartCol
  , srcSpanEndLine, srcSpanEndCol, getSrcSpan
  , unpackFS, showSDocUnsafe, ppr, Outputable, moduleUnit
  )
import GHC.Builtin.PrimOps (PrimOp, primOpOcc)
import GHC.Types.ForeignCall
  ( ForeignCall(..), CCallSpec(..), CCallTarget(..), Safety(..) )
import GHC.Core.Class
  ( Class, className, classTyCon, classTyVars, classSCTheta, classAllSelIds
  , classMethods )
import GHC.Core.DataCon (classDataCon)
import GHC.Core.InstEnv (ClsInst, instanceHead, instanceDFunId)
import GHC.Core.Predicate (isClassPred)
import GHC.Core.TyCo.Rep (Type(..), TyLit(..), scaledThing)
import GHC.Types.FieldLabel (flLabel, flSelector)
import GHC.Types.Var (VarBndr(..), binderVars)
import GHC.Driver.Plugins (typeCheckResultAction, parsedResultAction)
import GHC.Hs (HsModule(..), HsDecl(SpliceD), SpliceDecl(..), HsSplice(HsQuasiQuote), GhcPs, LHsDecl)
import GHC.Types.Name.Reader (rdrNameOcc)
import GHC.Types.SrcLoc (GenLocated(L), mkRealSrcLoc, realSrcSpanStart)
import GHC.Data.StringBuffer (stringToStringBuffer)
import GHC.Data.FastString (mkFastString)
import GHC.Driver.Session (DynFlags)
import qualified GHC.Parser as Parser
import GHC.Parser.Lexer (unP, mkPState, ParseResult(POk))
import GHC.Tc.Types (TcGblEnv(..), TcM)
import GHC.Tc.Utils.Monad (updTcRef)
import GHC.Hs.Utils (collectHsBindsBinders)
import GHC.Types.Avail (availsToNameSet)
import GHC.Types.Name.Set (NameSet, elemNameSet, extendNameSetList)
#if MIN_VERSION_ghc(9,2,0)
import GHC.Hs.Utils (CollectFlag(CollNoDictBinders))
import GHC.Driver.Env (Hsc)
import GHC.Hs (HsParsedModule(..))
import GHC.Driver.Env (hsc_mod_graph)
import GHC.Unit.Module.Graph (mgLookupModule)
import GHC.Unit.Module.ModSummary (ms_location)
#else
import GHC.Driver.Types (hsc_mod_graph, mgLookupModule, ms_location, HsParsedModule(..), Hsc)
#endif
import GHC.Unit.Module.Location (ml_hs_file)
import qualified Data.ByteString as BS

-- Plugin plumbing ---------------------------------------------------------

-- | The GHC version the plugin was built with (and so runs in), e.g. "9.0.2".
ghcVersion :: String
ghcVersion = __GLASGOW_HASKELL_FULL_VERSION__

gutsModule :: ModGuts -> Module
gutsModule = mg_module

gutsBinds :: ModGuts -> [CoreBind]
gutsBinds = mg_binds

gutsInsts :: ModGuts -> [ClsInst]
gutsInsts = mg_insts

-- | The type constructors the module declares (classes' included), used or
-- not: GHC's Core leaves out a type nothing refers to, which a refinement
-- may still name.
gutsTyCons :: ModGuts -> [TyCon]
gutsTyCons = mg_tcs

-- | The source file of a module of the program being compiled, as named on
-- GHC's command line (for a literate file, the @.lhs@ file).
moduleSourceFile :: HscEnv -> Module -> Maybe FilePath
moduleSourceFile env m =
  mgLookupModule (hsc_mod_graph env) m >>= ml_hs_file . ms_location

-- Keeping every top-level binder --------------------------------------------

-- | Adds every top-level value binder of the module (its own bindings,
-- instance methods included) to the names the desugarer must keep. GHC
-- otherwise drops, before any Core pass runs, every binder that is neither
-- exported nor used by an exported one (a module with an export list, or
-- no module header, which exports only @main@); lhx checks those too.
-- Kept binders become exported Ids ('isExportedId'), so the real export
-- status is read from the module's export list ('gutsExports').
keepTopBinders :: TcGblEnv -> TcM TcGblEnv
keepTopBinders env = do
  updTcRef (tcg_keep env) (`extendNameSetList` map varName values)
  pure env
  where
    -- Dictionaries GHC builds (an instance's superclass, @$cp1Ord@) are
    -- left to GHC: they are evidence, not the programmer's code.
    values = filter (not . isDictType . varType) binders
#if MIN_VERSION_ghc(9,2,0)
    binders = collectHsBindsBinders CollNoDictBinders (tcg_binds env)
#else
    binders = collectHsBindsBinders (tcg_binds env)
#endif

-- | The names the module exports (its export list; @main@ for a module
-- without a header).
gutsExports :: ModGuts -> NameSet
gutsExports = availsToNameSet . mg_exports

-- Quasi-quoted declarations -------------------------------------------------

-- | Replaces each top-level @[lq| … |]@ splice of the parsed module by the
-- declarations GHC's own parser reads from @erase@ of its text (nothing
-- when @erase@ gives Nothing or the text does not parse), positioned where
-- the quoted text starts. The quasi-quoter never runs.
replaceQuotes :: (String -> Maybe String) -> HsParsedModule -> Hsc HsParsedModule
replaceQuotes erase pm = do
  dflags <- getDynFlags
  let L l m = hpm_module pm
  pure pm { hpm_module = L l m { hsmodDecls = concatMap (expand dflags) (hsmodDecls m) } }
  where
    expand :: DynFlags -> LHsDecl GhcPs -> [LHsDecl GhcPs]
    expand dflags d = case d of
      L _ (SpliceD _ (SpliceDecl _ (L _ (HsQuasiQuote _ _ quoter sp text)) _))
        | occNameString (rdrNameOcc quoter) == "lq" ->
            maybe [] (parseDecls dflags sp) (erase (unpackFS text))
      _ -> [d]

-- | The declarations of Haskell text that starts at the span's start.
parseDecls :: DynFlags -> SrcSpan -> String -> [LHsDecl GhcPs]
parseDecls dflags sp text =
  case unP Parser.parseModule (mkPState dflags (stringToStringBuffer text) start) of
    POk _ (L _ m) -> hsmodDecls m
    _             -> []
  where
    start = case sp of
      RealSrcSpan r _ -> realSrcSpanStart r
      _               -> mkRealSrcLoc (mkFastString "<lq>") 1 1

-- Names -------------------------------------------------------------------

nameOccString :: Name -> String
nameOccString = occNameString . nameOccName

nameModuleMaybe :: Name -> Maybe Module
nameModuleMaybe = nameModule_maybe

nameModuleString :: Name -> Maybe String
nameModuleString n = moduleString <$> nameModule_maybe n

moduleString :: Module -> String
moduleString = moduleNameString . moduleName

-- | Do two modules belong to the same unit (package)?
sameUnit :: Module -> Module -> Bool
sameUnit a b = moduleUnit a == moduleUnit b

-- | GHC's own rendering of a unique, e.g. @a1Bc@.
uniqueString :: Var -> String
uniqueString = show . getUnique

-- Ids ---------------------------------------------------------------------

isDictType :: Type -> Bool
isDictType = isClassPred

primOpName :: PrimOp -> String
primOpName = occNameString . primOpOcc

-- | The definition GHC knows for an Id (from its interface file, or built in
-- for implicit Ids such as constructor wrappers). DFun unfoldings come back
-- as a lambda over the dictionary constructor applied to the methods.
unfoldingOf :: Id -> Maybe CoreExpr
unfoldingOf = maybeUnfoldingTemplate . realIdUnfolding

-- | GHC only knows that the Id is evaluated (no definition).
isEvaldOnly :: Id -> Bool
isEvaldOnly = isEvaldUnfolding . realIdUnfolding

-- | For a foreign call Id: the C function it calls and whether the call is
-- "safe" or "unsafe".
foreignCallTarget :: Id -> Maybe (String, String)
foreignCallTarget v
  | not (isId v) = Nothing
  | otherwise = case idDetails v of
      FCallId (CCall (CCallSpec target _ safety)) -> Just (label target, safe safety)
      _                                           -> Nothing
  where
    label (StaticTarget _ l _ _) = unpackFS l
    label DynamicTarget          = "(dynamic)"
    safe PlayRisky = "unsafe"
    safe _         = "safe"

-- | The type constructor of a record field selector.
recSelTyCon :: Id -> Maybe TyCon
recSelTyCon v = case idDetails v of
  RecSelId { sel_tycon = RecSelData tc } -> Just tc
  _                                      -> Nothing

-- | A record field selector (of a data type or a pattern synonym).
isRecSelector :: Id -> Bool
isRecSelector v = case idDetails v of
  RecSelId {} -> True
  _           -> False

-- Core --------------------------------------------------------------------

altParts :: Alt b -> (AltCon, [b], Expr b)
#if MIN_VERSION_ghc(9,2,0)
altParts (Alt c bs rhs) = (c, bs, rhs)
#else
altParts alt = alt
#endif

-- | A version-independent view of a literal.
data LitView
  = LvChar Char
  | LvNumber String Integer      -- ^ kind (int, word, int64, integer, ...)
  | LvString BS.ByteString       -- ^ GHC's modified UTF-8 bytes
  | LvNull
  | LvRubbish
  | LvFloat Rational
  | LvDouble Rational
  | LvLabel String

litView :: Literal -> LitView
litView l = case l of
  LitChar c        -> LvChar c
  LitNumber t n    -> LvNumber (numKind t) n
  LitString bs     -> LvString bs
  LitNullAddr      -> LvNull
  LitFloat r       -> LvFloat r
  LitDouble r      -> LvDouble r
  LitLabel fs _ _  -> LvLabel (unpackFS fs)
#if MIN_VERSION_ghc(9,2,0)
  LitRubbish {}    -> LvRubbish
#else
  LitRubbish       -> LvRubbish
#endif

numKind :: LitNumType -> String
numKind t = case t of
#if MIN_VERSION_ghc(9,4,0)
  LitNumBigNat  -> "bignat"    -- Integer literals are constructor apps here
#else
  LitNumInteger -> "integer"
  LitNumNatural -> "natural"
#endif
  LitNumInt     -> "int"
  LitNumInt64   -> "int64"
  LitNumWord    -> "word"
  LitNumWord64  -> "word64"
#if MIN_VERSION_ghc(9,2,0)
  LitNumInt8    -> "int8"
  LitNumInt16   -> "int16"
  LitNumInt32   -> "int32"
  LitNumWord8   -> "word8"
  LitNumWord16  -> "word16"
  LitNumWord32  -> "word32"
#endif

-- | The type a cast converts to.
coercionTargetType :: Coercion -> Type
coercionTargetType = coercionRKind

-- Types -------------------------------------------------------------------

-- | One layer of a type, without expanding synonyms (so @String@ stays
-- @String@). Multiplicities of linear function arrows are dropped.
data TypeView
  = TvVar TyVar
  | TvCon TyCon [Type]
  | TvFun Type Type
  | TvForAll Var Type
  | TvApp Type [Type]        -- ^ a type variable (or other head) applied
  | TvNumLit Integer
  | TvStrLit String
  | TvOther                  -- ^ casts and coercions inside types

viewType :: Type -> TypeView
viewType ty = case ty of
  TyVarTy v                 -> TvVar v
  TyConApp tc args          -> TvCon tc args
  FunTy { ft_arg = a, ft_res = r } -> TvFun a r
  ForAllTy (Bndr v _) body  -> TvForAll v body
  AppTy f a                 -> appView f [a]
  LitTy (NumTyLit n)        -> TvNumLit n
  LitTy (StrTyLit s)        -> TvStrLit (unpackFS s)
#if MIN_VERSION_ghc(9,2,0)
  LitTy (CharTyLit c)       -> TvStrLit [c]
#endif
  _                         -> TvOther
  where
    appView (AppTy f a) args = appView f (a : args)
    appView f args           = TvApp f args

tyVarTys :: [TyVar] -> [Type]
tyVarTys = mkTyVarTys

substTypes :: [TyVar] -> [Type] -> Type -> Type
substTypes = substTyWith

-- | A type constructor's type parameters. (Unlike 'tyConTyVars', defined for
-- every kind of TyCon, including primitive ones.)
tyConVars :: TyCon -> [TyVar]
tyConVars = binderVars . tyConBinders

synonymRhs :: TyCon -> Maybe ([TyVar], Type)
synonymRhs = synTyConDefn_maybe

-- Data constructors -------------------------------------------------------

-- | The worker's arguments (after GHC's unpacking of strict fields, with
-- existential dictionaries first) and whether each is strict.
conRepFields :: DataCon -> [(Type, Bool)]
conRepFields dc =
  zip (map scaledThing (dataConRepArgTys dc))
      (map isMarkedStrict (dataConRepStrictness dc))

-- | Do the worker's arguments correspond one-to-one to the source fields?
-- Not when GHC unpacked a strict field (in optimised library code) or when
-- the constructor carries constraint or equality evidence.
conFieldsAreSource :: DataCon -> Bool
conFieldsAreSource dc =
  not (any unpacked (dataConImplBangs dc))
    && length (dataConRepArgTys dc) == length (dataConOrigArgTys dc)
  where
    unpacked HsUnpack {} = True
    unpacked _           = False

-- | Source-level record field names, in declaration order.
conLabels :: DataCon -> [String]
conLabels = map (unpackFS . flLabel) . dataConFieldLabels

-- | The selector of each record field, in declaration order.
conSelectorNames :: DataCon -> [Name]
conSelectorNames = map flSelector . dataConFieldLabels

-- Spans and printing ------------------------------------------------------

data SpanView = SpanView
  { svFile :: String, svLine, svCol, svEndLine, svEndCol :: Int }

spanView :: SrcSpan -> Maybe SpanView
spanView (RealSrcSpan s _) = Just SpanView
  { svFile = unpackFS (srcSpanFile s)
  , svLine = srcSpanStartLine s, svCol = srcSpanStartCol s
  , svEndLine = srcSpanEndLine s, svEndCol = srcSpanEndCol s }
spanView _ = Nothing

-- | Do two spans cover the same source text? (Spans also carry buffer
-- offsets, which GHC sets for some binders and not for others.)
sameSourceSpan :: SrcSpan -> SrcSpan -> Bool
sameSourceSpan (RealSrcSpan a _) (RealSrcSpan b _) = a == b
sameSourceSpan _ _ = False

showPpr :: Outputable a => a -> String
showPpr = showSDocUnsafe . ppr
