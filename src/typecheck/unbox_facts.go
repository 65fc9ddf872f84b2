// Command unbox-facts type-checks Go packages with Go's own type checker and prints what
// unbox's passes need to know about them as JSON on stdout: for every identifier the object
// it denotes, for every expression its type and mode, and for every type seen its size and
// whether boxing it allocates.
//
// unbox keeps this file as source, builds it on first use with the user's `go` and caches
// the binary (see src/typecheck/mod.rs). It uses only the standard library and never
// reaches the network: dependencies come from the export data `go list -export` reports,
// which the go command builds from the local module cache and GOROOT.
//
// Usage: unbox-facts [-gopath] [-notests] [-tags T,U] [-cut] [-census] [-foreign] [-split]
// [-reuse] DIR...
// (run from the module root; -gopath for folders outside any module, listed in GOPATH
// mode; -tags lists the packages and their dependencies with those build tags, as go
// build -tags does; -cut reads from stdin, as JSON, the byte ranges of each file that
// unbox left unparsed: a function declared wholly inside one is checked without its body,
// and nothing inside one is reported; -census then reads, as a second JSON document, the
// type names of each folder whose every use the passes must judge: see census below;
// -foreign adds their uses in the module's packages that import them, which costs a
// listing of the module and a check of each importer, so unbox asks it only for packages
// a pass would rewrite; -split writes each package's facts as a JSON document of its own,
// with what they were computed from, so that unbox can keep them package by package, and
// the module-wide fields last; -reuse then reads from stdin, as a last JSON document, the
// folders whose facts unbox kept: they are listed but not checked.)
package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/build"
	"go/build/constraint"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// listed is what `go list -json` says of one package.
type listed struct {
	Dir          string
	ImportPath   string
	Name         string
	Export       string
	GoFiles      []string
	CgoFiles     []string
	TestGoFiles  []string
	XTestGoFiles []string
	// IgnoredGoFiles are the folder's .go files this build leaves out (build constraints).
	IgnoredGoFiles []string
	// SFiles are the folder's assembly files: code there may build strings over bytes it
	// changes later, as unsafe may.
	SFiles []string
	// IgnoredOtherFiles are the folder's other source files this build leaves out
	// (assembly for another GOARCH among them).
	IgnoredOtherFiles []string
	// Standard: a package of the standard library.
	Standard     bool
	Imports      []string
	TestImports  []string
	XTestImports []string
	ImportMap    map[string]string
	Deps         []string
	Module       *struct{ GoMod, GoVersion string }
	Error        *struct{ Err string }
}

// Output is the whole answer.
type Output struct {
	// Strings holds every type string and package path once; rows refer to it by index.
	Strings []string `json:"strings"`
	// Types describes, for string indices that name a type, how it boxes.
	Types    map[int]TypeInfo `json:"types"`
	Packages []Package        `json:"packages"`
	// Errors are problems with the whole request (go list failing).
	Errors []string `json:"errors"`
	// Unlisted holds go list's error for each package asked about that it could place in
	// no folder, as "import/path: error".
	Unlisted []string `json:"unlisted,omitempty"`
	// Inputs names what this answer was computed from besides the go command's settings
	// and the request: every listed package's folder and every module's go.mod. It is
	// null when the answer may also depend on something else, such as a dependency that
	// could not be listed or built (a module missing from the module cache), so unbox
	// never reuses such an answer.
	Inputs *Inputs `json:"inputs"`
	// Fragment marks one package's facts written on their own (-split): the document's
	// strings and types are that package's alone, and Inputs what its facts were
	// computed from.
	Fragment bool `json:"fragment,omitempty"`
	// Split marks the last document of a -split answer: its packages carry only what is
	// read from outside each package's own check (the module-wide fields: UnsafeDeps,
	// ModuleUnsafe, ModuleUnsafeWhy, ModuleRecover, Assembly, OtherBuild); their facts
	// are in the fragments before it, or kept by unbox from an earlier run (-reuse).
	Split bool `json:"split,omitempty"`
}

// Inputs are the folders and files an answer was computed from.
type Inputs struct {
	Dirs  []string `json:"dirs"`
	Files []string `json:"files"`
}

// TypeInfo says how a value of a type behaves when converted to an interface.
type TypeInfo struct {
	// Size in bytes on this GOARCH, -1 when it depends on a type parameter.
	Size int64 `json:"size"`
	// Align is the alignment in bytes on this GOARCH, -1 when it depends on a type parameter.
	Align int64 `json:"align"`
	// PointerShaped values are stored in an interface word directly: boxing never allocates.
	PointerShaped bool `json:"pointer"`
	Interface     bool `json:"interface"`
	// Kind of the underlying type: basic, struct, pointer, slice, array, map, chan, func,
	// interface, typeparam, tuple.
	Kind string `json:"kind"`
	// Comparable says whether == is defined on values of the type (types.Comparable).
	Comparable bool `json:"comparable"`
	// Basic names the underlying basic type (int64 for time.Duration, string, bool), for
	// a type whose underlying type is a typed basic one.
	Basic string `json:"basic,omitempty"`
	// AddrMarshaler says an inline part of a value of the type (the value itself, a
	// struct's fields, an array's elements, and theirs; not what pointers, slices or maps
	// hold) has a named type whose MarshalJSON or MarshalText only its pointer has:
	// encoding/json calls it only where that part is addressable.
	AddrMarshaler bool `json:"addr_marshaler,omitempty"`
	// OtherBuildMarshaler, when AddrMarshaler is set for no reason this build sees,
	// names the part's type and the file of another build (a .go file go list says this
	// build leaves out) that gives its pointer a MarshalJSON or MarshalText: where that
	// file is built, json calls it on an addressable part.
	OtherBuildMarshaler string `json:"other_build_marshaler,omitempty"`
	// SelfReaching says a value of the type may refer back to itself through pointers,
	// slices and maps: a named type in it can reach itself, or it holds an interface or a
	// type parameter, which may hold anything.
	SelfReaching bool `json:"self_reaching,omitempty"`
	// Locks says a value of the type holds a lock by value, as go vet's copylocks check
	// finds one: a struct (or array of one) whose pointer is a sync.Locker while the value
	// is not (sync.Mutex, a noCopy with pointer Lock and Unlock), or holding one.
	Locks bool `json:"locks,omitempty"`
}

// Package holds the facts of one directory's package (with its in-package tests) and of
// its external test package, whose files are listed beside the others.
type Package struct {
	Dir  string `json:"dir"`
	Path string `json:"path"`
	Name string `json:"name"`
	// Error is set when the package does not type-check (or was not listed); its facts
	// are then incomplete and unbox does not use them.
	Error string `json:"error,omitempty"`
	// Generic lists the package-level types that have type parameters.
	Generic []string `json:"generic"`
	// Methods holds the method set of each package-level named type that is not an
	// interface and has methods: those of T, and with Pointer those *T adds.
	Methods map[string][]Method `json:"methods"`
	// Implementers lists, for each package-level interface with methods, the package's
	// named types T that implement it, as T or as *T.
	Implementers map[string][]string `json:"implementers"`
	// Census names the types whose uses the files' Uses rows list, as asked (-census).
	Census []string `json:"census,omitempty"`
	// Foreign lists the census's uses in the module's other packages (and their tests)
	// that import this one, by file; ForeignErrors says why some could not be read, which
	// leaves the census incomplete.
	Foreign       []ForeignFile `json:"foreign,omitempty"`
	ForeignErrors []string      `json:"foreign_errors,omitempty"`
	// OtherBuild lists, with the census, what files of the module's other packages that
	// this build leaves out (a `//go:build debug` or `_windows.go` file) select from this
	// package: they have no type facts, yet another build compiles them.
	OtherBuild []OtherBuildUse `json:"other_build,omitempty"`
	// UnsafeDeps lists the packages outside the standard library that the package
	// depends on (directly or not) and that import unsafe: a string they hand out may
	// share bytes changed later (a zero-copy []byte-to-string helper), which fmt copies.
	UnsafeDeps []string `json:"unsafe_deps,omitempty"`
	// FmtVia lists the imports of the package's own files, other than fmt, that depend
	// on fmt (at any depth) in every build: a file importing one of them, in a file
	// compiled wherever it is, keeps the package's place in the order packages are
	// initialised when its own import of fmt goes.
	FmtVia []string `json:"fmt_via,omitempty"`
	// ImportNames gives, for the imports of the package's files (tests too) written
	// without a name, the name their package declares where it is not the path's last
	// element (math/rand/v2 is rand; a "package errors" at example.com/xerr): the files
	// use the import by that name, which an added import must not take.
	ImportNames map[string]string `json:"import_names,omitempty"`
	// ModuleUnsafe lists the packages of the module (outside the standard library, tests
	// included) that import unsafe: a string one of them makes over bytes it changes
	// later may reach this package through any call, which fmt's copy kept apart.
	ModuleUnsafe []string `json:"module_unsafe,omitempty"`
	// ModuleUnsafeWhy says, for a package of ModuleUnsafe that does not import unsafe nor
	// hold assembly in this build, what it does instead: in a file another build compiles,
	// or through a dependency outside the module.
	ModuleUnsafeWhy map[string]string `json:"module_unsafe_why,omitempty"`
	// ModuleRecover lists, for each package of the module outside the standard library
	// (tests left out) whose code calls recover(), the first call: a panic in this
	// package's code may be recovered there, through calls either way.
	ModuleRecover []RecoverSite `json:"module_recover,omitempty"`
	// GoVersion is the go line of the package's go.mod (empty outside a module): every
	// toolchain building the module is at least that release, so a `//go:build go1.N`
	// with N at most it holds in every build.
	// Assembly names the package's assembly files, of this build and of others
	// (score_amd64.s): code there reads memory at offsets fixed when it was written.
	Assembly  []string `json:"assembly,omitempty"`
	GoVersion string   `json:"go_version,omitempty"`
	Files     []File   `json:"files"`
}

// RecoverSite is where a package calls recover().
type RecoverSite struct {
	Package string `json:"package"`
	Path    string `json:"path"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
}

// OtherBuildUse is one `pkg.Name` in a file this build leaves out (Name "." for a dot
// import, which may use any name).
type OtherBuildUse struct {
	Path   string `json:"path"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Name   string `json:"name"`
	// Build is the file's `//go:build` expression, if it has one.
	Build string `json:"build,omitempty"`
	// Module is the go.mod of the nested module holding the file, when it is in one: it
	// is built on its own (a `replace` back to this module), not with the packages checked.
	Module string `json:"module,omitempty"`
}

// ForeignFile holds the census rows of one file of another package: [start, end,
// subject, role, detail, flags, target, type, line, column, text], as Uses rows with the
// position (1-based line, byte column) and the expression's text (a string index) added,
// since unbox has not read that file.
type ForeignFile struct {
	Path string      `json:"path"`
	Uses foreignRows `json:"uses"`
}

// Method is one entry of a method set.
type Method struct {
	Name string `json:"name"`
	// Pointer: only *T has it (a pointer receiver, or promoted through an embedded *E).
	Pointer bool `json:"pointer,omitempty"`
	// Promoted: the method is declared on an embedded field's type, not on T.
	Promoted bool `json:"promoted,omitempty"`
}

// File holds the facts of one file, every offset a byte offset into it.
type File struct {
	Name string `json:"name"`
	// Error says why a file of the package has no facts (its tests did not type-check).
	Error string `json:"error,omitempty"`
	// Idents rows: [offset, kind, type, owner, pkg, declFile, declOffset]. kind is one of
	// var field func method type const pkg builtin nil label (as a string index); type,
	// owner (the named type declaring a field or method) and pkg (the object's package
	// path) are string indices or -1; declFile is an index into the package's Files (-1
	// when declared elsewhere) and declOffset the declaring identifier's offset.
	Idents identRows `json:"idents,omitempty"`
	// Exprs rows: [start, end, mode, type]: mode is a string index of one of type builtin
	// const value nil novalue; type a string index or -1.
	Exprs exprRows `json:"exprs,omitempty"`
	// Uses rows, the census (see census below): [start, end, subject, role, detail,
	// flags, target, type]: subject indexes the package's Census, role and detail are
	// string indices (detail -1 when none), flags a bit set of use* values, target the
	// type an interface conversion converts to (a string index, or -1), type the
	// expression's.
	Uses useRows `json:"uses,omitempty"`
	// PerBuild rows: [offset, reason]: an identifier whose object, or its type, a file
	// this build leaves out declares again (see perBuild), and a promoted method a file
	// of another build declares on the selecting type itself; reason is a string index
	// naming the file and what it declares.
	PerBuild perBuildRows `json:"per_build,omitempty"`
}

// identRows and exprRows print packed (see packRows).
type identRows [][7]int
type exprRows [][4]int
type useRows [][8]int
type foreignRows [][11]int
type perBuildRows [][2]int

func (r perBuildRows) MarshalJSON() ([]byte, error) {
	return packRows(len(r), func(i int) []int { return r[i][:] })
}

func (r identRows) MarshalJSON() ([]byte, error) {
	return packRows(len(r), func(i int) []int { return r[i][:] })
}

func (r exprRows) MarshalJSON() ([]byte, error) {
	return packRows(len(r), func(i int) []int { return r[i][:] })
}

func (r useRows) MarshalJSON() ([]byte, error) {
	return packRows(len(r), func(i int) []int { return r[i][:] })
}

func (r foreignRows) MarshalJSON() ([]byte, error) {
	return packRows(len(r), func(i int) []int { return r[i][:] })
}

// packRows prints n rows as one base64 string (standard alphabet, padded) of their
// numbers, row after row, each a signed varint as encoding/binary writes it (zigzag).
// Read back as JSON numbers, the rows of an answer for the standard library took unbox
// longer than all the rest of it.
func packRows(n int, row func(int) []int) ([]byte, error) {
	var buf []byte
	for i := 0; i < n; i++ {
		for _, v := range row(i) {
			buf = binary.AppendVarint(buf, int64(v))
		}
	}
	return json.Marshal(base64.StdEncoding.EncodeToString(buf))
}

type state struct {
	out     Output
	strings map[string]int
	// typeIDs remembers each type value's string index: spelling a type is most of the
	// cost of writing facts when every identifier asks again.
	typeIDs map[types.Type]int
	// unreaching holds the types proved not to refer back to themselves (selfReaching).
	unreaching map[types.Type]bool
	sizes      types.Sizes
	owners     map[*types.Var]string
	tests      bool
	// listed holds every dependency go list reported, to re-check from source the ones
	// an external test sees through the package under test.
	listed map[string]listed
	// cuts holds, by absolute file path, the byte ranges unbox did not parse (-cut).
	cuts map[string][][2]int
	// census holds, by absolute folder, the package-level type names whose uses are
	// listed (-census).
	census map[string][]string
	// foreign: list the census's uses in the module's importers too (-foreign).
	foreign bool
	// module holds every package of the module as go list reported it (with -foreign and
	// a census), for the files other builds compile.
	module []listed
	// listing is the module's listing, once made (see listModule).
	listing []listed
	// ignored holds, by import path, each listed package's folder and the .go files
	// there this build leaves out.
	ignored map[string]listed
	// otherBuilds holds, by import path, the package's .go files this build leaves out
	// (its tests aside), read on first use (see declaredElsewhere).
	otherBuilds map[string]*otherBuildFiles
	// unsafeElsewhere keeps otherBuildUnsafe's answers by import path.
	unsafeElsewhere map[string]string
	// withOtherBuilds: see perBuildPackages.
	withOtherBuilds map[string]bool
	// perBuildTypes keeps typePerBuild's answers.
	perBuildTypes map[types.Type]string
	// inferred holds, by import path, the package-level variables and constants of a
	// package with files of other builds whose type comes from their value (`var Cur =
	// Size()`), with that value's file (see initPerBuild).
	inferred map[string]map[string]inferredValue
	// initReasons keeps initPerBuild's answers by `path.name`.
	initReasons map[string]string
	// definedOver holds, for each type the packages being checked define (`type l3
	// c.R`), the type its declaration is written with: typePerBuild follows it to
	// another package's names declared per build.
	definedOver map[*types.TypeName]types.Type
	// otherMarshalers holds, by import path, the type names a left-out file gives a
	// pointer-receiver MarshalJSON or MarshalText, with that file (otherBuildMarshaler).
	otherMarshalers map[string]map[string]string
	// split: write each package's facts as a document of its own (-split).
	split bool
	// reused holds the folders whose facts unbox kept (-reuse): listed, not checked.
	reused map[string]bool
	// enc writes the documents to stdout; encErr is its first failure.
	enc    *json.Encoder
	encErr error
}

func (s *state) str(v string) int {
	if i, ok := s.strings[v]; ok {
		return i
	}
	i := len(s.out.Strings)
	s.out.Strings = append(s.out.Strings, v)
	s.strings[v] = i
	return i
}

func (s *state) typ(t types.Type) int {
	if t == nil {
		return -1
	}
	if i, ok := s.typeIDs[t]; ok {
		return i
	}
	u, _ := unalias(t, 0)
	name := types.TypeString(u, nil)
	i := s.str(name)
	if _, ok := s.out.Types[i]; !ok {
		s.out.Types[i] = s.info(u)
	}
	s.typeIDs[t] = i
	return i
}

// unalias returns t with every alias replaced by the type it stands for, at any depth,
// and whether it replaced one. unbox compares types by their spelling: an expression of
// type `Opt`, an alias of the family `Option`, is an Option, and a generic alias
// `Pair[V]` of a struct is that struct. Generic signatures are kept as they are (their
// type parameters cannot be bound twice); nothing unbox compares spells one.
func unalias(t types.Type, depth int) (types.Type, bool) {
	if depth > 64 {
		return t, false
	}
	switch u := t.(type) {
	case *types.Alias:
		r, _ := unalias(types.Unalias(u), depth+1)
		return r, true
	case *types.Pointer:
		if e, ok := unalias(u.Elem(), depth+1); ok {
			return types.NewPointer(e), true
		}
	case *types.Slice:
		if e, ok := unalias(u.Elem(), depth+1); ok {
			return types.NewSlice(e), true
		}
	case *types.Array:
		if e, ok := unalias(u.Elem(), depth+1); ok {
			return types.NewArray(e, u.Len()), true
		}
	case *types.Chan:
		if e, ok := unalias(u.Elem(), depth+1); ok {
			return types.NewChan(u.Dir(), e), true
		}
	case *types.Map:
		k, kc := unalias(u.Key(), depth+1)
		e, ec := unalias(u.Elem(), depth+1)
		if kc || ec {
			return types.NewMap(k, e), true
		}
	case *types.Struct:
		fields := make([]*types.Var, u.NumFields())
		tags := make([]string, u.NumFields())
		changed := false
		for i := range fields {
			f := u.Field(i)
			fields[i], tags[i] = f, u.Tag(i)
			if ft, ok := unalias(f.Type(), depth+1); ok {
				fields[i] = types.NewField(f.Pos(), f.Pkg(), f.Name(), ft, f.Embedded())
				changed = true
			}
		}
		if changed {
			return types.NewStruct(fields, tags), true
		}
	case *types.Tuple:
		if vars, ok := unaliasVars(u, depth); ok {
			return types.NewTuple(vars...), true
		}
	case *types.Signature:
		if u.TypeParams().Len() > 0 || u.RecvTypeParams().Len() > 0 {
			return t, false
		}
		params, pc := unaliasVars(u.Params(), depth)
		results, rc := unaliasVars(u.Results(), depth)
		if pc || rc {
			return types.NewSignatureType(u.Recv(), nil, nil, types.NewTuple(params...), types.NewTuple(results...), u.Variadic()), true
		}
	case *types.Named:
		args := make([]types.Type, u.TypeArgs().Len())
		changed := false
		for i := range args {
			var c bool
			args[i], c = unalias(u.TypeArgs().At(i), depth+1)
			changed = changed || c
		}
		if changed {
			if inst, err := types.Instantiate(nil, u.Origin(), args, false); err == nil {
				return inst, true
			}
		}
	case *types.Interface:
		methods := make([]*types.Func, u.NumExplicitMethods())
		embeds := make([]types.Type, u.NumEmbeddeds())
		changed := false
		for i := range methods {
			m := u.ExplicitMethod(i)
			methods[i] = m
			if sig, ok := unalias(m.Type(), depth+1); ok {
				s := sig.(*types.Signature)
				// A receiver of nil: NewInterfaceType gives the method the new interface.
				methods[i] = types.NewFunc(m.Pos(), m.Pkg(), m.Name(), types.NewSignatureType(nil, nil, nil, s.Params(), s.Results(), s.Variadic()))
				changed = true
			}
		}
		for i := range embeds {
			var c bool
			embeds[i], c = unalias(u.EmbeddedType(i), depth+1)
			changed = changed || c
		}
		if changed {
			return types.NewInterfaceType(methods, embeds).Complete(), true
		}
	case *types.Union:
		terms := make([]*types.Term, u.Len())
		changed := false
		for i := range terms {
			term := u.Term(i)
			tt, c := unalias(term.Type(), depth+1)
			terms[i] = types.NewTerm(term.Tilde(), tt)
			changed = changed || c
		}
		if changed {
			return types.NewUnion(terms), true
		}
	}
	return t, false
}

// unaliasVars is unalias over a tuple's variables.
func unaliasVars(tuple *types.Tuple, depth int) ([]*types.Var, bool) {
	vars := make([]*types.Var, tuple.Len())
	changed := false
	for i := range vars {
		v := tuple.At(i)
		vars[i] = v
		if vt, ok := unalias(v.Type(), depth+1); ok {
			vars[i] = types.NewParam(v.Pos(), v.Pkg(), v.Name(), vt)
			changed = true
		}
	}
	return vars, changed
}

func (s *state) info(t types.Type) TypeInfo {
	info := TypeInfo{Size: -1, Align: -1, Kind: kind(t), Interface: types.IsInterface(t)}
	if !hasTypeParam(t, 0) {
		func() {
			defer func() { _ = recover() }() // Sizes may not know odd types; say -1.
			info.Size = s.sizes.Sizeof(t)
			info.Align = s.sizes.Alignof(t)
		}()
	}
	info.PointerShaped = pointerShaped(t)
	info.Comparable = types.Comparable(t)
	if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsUntyped == 0 && b.Kind() != types.UnsafePointer {
		info.Basic = b.Name()
	}
	info.AddrMarshaler, info.OtherBuildMarshaler = s.addrMarshaler(t, map[types.Type]bool{})
	info.SelfReaching = s.selfReaching(t, map[types.Type]bool{}, 0)
	info.Locks = holdsLock(t, map[types.Type]bool{})
	return info
}

// holdsLock: see TypeInfo.Locks, which follows copylocks' lockPath.
func holdsLock(t types.Type, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return false
	}
	for {
		a, ok := t.Underlying().(*types.Array)
		if !ok {
			break
		}
		t = a.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	if isLocker(types.NewPointer(t)) && !isLocker(t) {
		return true
	}
	if named, ok := types.Unalias(t).(*types.Named); ok && named.Obj().Name() == "noCopy" && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == "sync" {
		return true
	}
	for i := range st.NumFields() {
		if holdsLock(st.Field(i).Type(), seen) {
			return true
		}
	}
	return false
}

// isLocker says whether t's method set has Lock() and Unlock(), as sync.Locker.
func isLocker(t types.Type) bool {
	ms := types.NewMethodSet(t)
	for _, name := range []string{"Lock", "Unlock"} {
		sel := ms.Lookup(nil, name)
		if sel == nil {
			return false
		}
		sig, ok := sel.Type().(*types.Signature)
		if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 0 {
			return false
		}
	}
	return true
}

// addrMarshaler: see TypeInfo.AddrMarshaler and OtherBuildMarshaler. Methods are found
// by name, which may say yes where json would not (another signature), never no where
// it would.
func (s *state) addrMarshaler(t types.Type, seen map[types.Type]bool) (bool, string) {
	t = types.Unalias(t)
	if seen[t] {
		return false, ""
	}
	seen[t] = true
	if named, ok := t.(*types.Named); ok {
		for _, name := range []string{"MarshalJSON", "MarshalText"} {
			if hasMethod(types.NewPointer(t), name) && !hasMethod(t, name) {
				return true, ""
			}
		}
		if obj := named.Obj(); obj.Pkg() != nil {
			if file := s.otherBuildMarshaler(obj.Pkg(), obj.Name()); file != "" {
				return true, obj.Pkg().Name() + "." + obj.Name() + " in " + file
			}
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if found, other := s.addrMarshaler(u.Field(i).Type(), seen); found {
				return true, other
			}
		}
	case *types.Array:
		return s.addrMarshaler(u.Elem(), seen)
	}
	return false, ""
}

// otherBuildMarshaler names the file, among the .go files of pkg's folder that this
// build leaves out (IgnoredGoFiles: another GOOS, GOARCH or tag), that declares
// MarshalJSON or MarshalText on a pointer to the type name, or to an alias of it
// declared in this build or in those files; "" when none does. The type checker sees
// one build; json would call such a method on an addressable value wherever that file
// is built. Read once per package, on the first question.
func (s *state) otherBuildMarshaler(pkg *types.Package, name string) string {
	byType, ok := s.otherMarshalers[pkg.Path()]
	if !ok {
		byType = map[string]string{}
		aliases := map[string]string{} // alias -> the name it stands for
		for _, n := range pkg.Scope().Names() {
			if tn, ok := pkg.Scope().Lookup(n).(*types.TypeName); ok && tn.IsAlias() {
				if target, ok := types.Unalias(tn.Type()).(*types.Named); ok && target.Obj().Pkg() == pkg {
					aliases[n] = target.Obj().Name()
				}
			}
		}
		l := s.ignored[pkg.Path()]
		fset := token.NewFileSet()
		// read parses the left-out files that may hold what is looked for: the methods'
		// files first; the others only for aliases, when a receiver is no type name of
		// this build (a type alias a left-out file declares).
		read := func(wanted func([]byte) bool) {
			for _, file := range l.IgnoredGoFiles {
				src, err := os.ReadFile(filepath.Join(l.Dir, file))
				if err != nil || !wanted(src) {
					continue
				}
				f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
				if err != nil {
					continue
				}
				otherMarshalers(f, file, byType, aliases)
			}
		}
		marshals := func(src []byte) bool {
			return bytes.Contains(src, []byte("MarshalJSON")) || bytes.Contains(src, []byte("MarshalText"))
		}
		read(marshals)
		for receiver := range byType {
			if _, ok := pkg.Scope().Lookup(receiver).(*types.TypeName); !ok {
				read(func(src []byte) bool { return !marshals(src) })
				break
			}
		}
		// A method declared on an alias is the aliased type's (a few levels deep).
		names := make([]string, 0, len(aliases))
		for alias := range aliases {
			names = append(names, alias)
		}
		sort.Strings(names)
		for range 4 {
			for _, alias := range names {
				target := aliases[alias]
				if file, ok := byType[alias]; ok {
					if _, seen := byType[target]; !seen {
						byType[target] = file
					}
				}
			}
		}
		s.otherMarshalers[pkg.Path()] = byType
	}
	return byType[name]
}

// otherMarshalers adds to byType the receiver type names that f (a file this build leaves
// out, named file) gives a pointer-receiver MarshalJSON or MarshalText, and to aliases
// the type aliases it declares (`type secret = Secret`).
func otherMarshalers(f *ast.File, file string, byType, aliases map[string]string) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				if ts, ok := spec.(*ast.TypeSpec); ok && ts.Assign.IsValid() {
					if id, ok := ast.Unparen(ts.Type).(*ast.Ident); ok {
						aliases[ts.Name.Name] = id.Name
					}
				}
			}
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) != 1 || d.Name.Name != "MarshalJSON" && d.Name.Name != "MarshalText" {
				continue
			}
			if name, pointer := receiverType(d.Recv.List[0].Type); pointer && name != "" {
				if _, seen := byType[name]; !seen {
					byType[name] = file
				}
			}
		}
	}
}

// receiverType reads a method's receiver type as written: the type's name (`T` in `*T`,
// `(T)`, `T[K]`), "" when it is no plain name, and whether it is a pointer.
func receiverType(recv ast.Expr) (string, bool) {
	x := ast.Unparen(recv)
	star, pointer := x.(*ast.StarExpr)
	if pointer {
		x = ast.Unparen(star.X)
	}
	switch g := x.(type) {
	case *ast.IndexExpr:
		x = g.X
	case *ast.IndexListExpr:
		x = g.X
	}
	if id, ok := x.(*ast.Ident); ok {
		return id.Name, pointer
	}
	return "", pointer
}

// hasMethod says whether name is in t's method set (not counting the methods an
// addressable t could call through its pointer).
func hasMethod(t types.Type, name string) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, false, nil, name)
	_, ok := obj.(*types.Func)
	return ok
}

// selfReaching: see TypeInfo.SelfReaching. path holds the named types on the way down;
// s.unreaching remembers the types proved not to, so shared parts are walked once. Past
// a depth of 100 (instances of generic types may not be one value) it says yes.
func (s *state) selfReaching(t types.Type, path map[types.Type]bool, depth int) bool {
	t = types.Unalias(t)
	if depth > 100 || types.IsInterface(t) || path[t] {
		return true
	}
	if s.unreaching[t] {
		return false
	}
	if _, ok := t.(*types.Named); ok {
		path[t] = true
		defer delete(path, t)
	}
	reaches := false
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		reaches = s.selfReaching(u.Elem(), path, depth+1)
	case *types.Slice:
		reaches = s.selfReaching(u.Elem(), path, depth+1)
	case *types.Array:
		reaches = s.selfReaching(u.Elem(), path, depth+1)
	case *types.Map:
		reaches = s.selfReaching(u.Key(), path, depth+1) || s.selfReaching(u.Elem(), path, depth+1)
	case *types.Struct:
		for i := 0; i < u.NumFields() && !reaches; i++ {
			reaches = s.selfReaching(u.Field(i).Type(), path, depth+1)
		}
	}
	if !reaches {
		s.unreaching[t] = true
	}
	return reaches
}

func kind(t types.Type) string {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if u.Kind() == types.UnsafePointer {
			return "pointer"
		}
		return "basic"
	case *types.Struct:
		return "struct"
	case *types.Pointer:
		return "pointer"
	case *types.Slice:
		return "slice"
	case *types.Array:
		return "array"
	case *types.Map:
		return "map"
	case *types.Chan:
		return "chan"
	case *types.Signature:
		return "func"
	case *types.Interface:
		if _, ok := t.(*types.TypeParam); ok {
			return "typeparam"
		}
		return "interface"
	case *types.Tuple:
		return "tuple"
	}
	return "other"
}

// pointerShaped mirrors the compiler's "direct interface" rule: such values sit in the
// interface's data word and boxing them never allocates.
func pointerShaped(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Chan, *types.Signature:
		return true
	case *types.Basic:
		return u.Kind() == types.UnsafePointer
	case *types.Array:
		return u.Len() == 1 && pointerShaped(u.Elem())
	case *types.Struct:
		return u.NumFields() == 1 && pointerShaped(u.Field(0).Type())
	}
	return false
}

func hasTypeParam(t types.Type, depth int) bool {
	if depth > 8 {
		return true
	}
	switch u := t.(type) {
	case *types.TypeParam:
		return true
	case *types.Named:
		if args := u.TypeArgs(); args != nil {
			for i := 0; i < args.Len(); i++ {
				if hasTypeParam(args.At(i), depth+1) {
					return true
				}
			}
		}
		return u.TypeParams().Len() > 0 && u.TypeArgs().Len() == 0
	case *types.Pointer:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Slice:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Array:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Map:
		return hasTypeParam(u.Key(), depth+1) || hasTypeParam(u.Elem(), depth+1)
	case *types.Chan:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if hasTypeParam(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	}
	return false
}

func main() {
	gopath := flag.Bool("gopath", false, "list the folders in GOPATH mode (they are in no module)")
	notests := flag.Bool("notests", false, "check only the packages' own files, not their tests")
	cut := flag.Bool("cut", false, "read from stdin the byte ranges, by file, that need no facts")
	census := flag.Bool("census", false, "read from stdin (after the cuts) the type names, by folder, whose uses to list")
	flag.StringVar(&buildTags, "tags", "", "comma-separated build tags for go list")
	foreign := flag.Bool("foreign", false, "list the census's uses in the module's packages that import the folders too")
	parseOnly := flag.Bool("parse", false, "only parse the files named, printing every syntax error as gofmt -e does")
	modules := flag.String("modules", "", "the roots of other modules whose code may import the folders' packages, separated as in PATH (with -foreign)")
	split := flag.Bool("split", false, "write each package's facts as a document of its own (not with -foreign)")
	reuse := flag.Bool("reuse", false, "read from stdin (last) the folders whose facts are kept: list them, check none (with -split)")
	flag.Parse()
	if *parseOnly {
		os.Exit(parseFiles(flag.Args()))
	}
	if *modules != "" {
		otherModuleRoots = filepath.SplitList(*modules)
	}
	// The run is short and allocates mostly what it keeps until the output is written:
	// at Go's default the collector took a sixth of the CPU on the standard library's
	// packages; at 400 the peak heap grew by about 6%. GOGC set by the user wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	s := &state{
		out:        Output{Strings: []string{}, Types: map[int]TypeInfo{}, Packages: []Package{}, Errors: []string{}},
		strings:    map[string]int{},
		typeIDs:    map[types.Type]int{},
		unreaching: map[types.Type]bool{},
		sizes:      types.SizesFor("gc", runtime.GOARCH),
		owners:     map[*types.Var]string{},
		tests:      !*notests,
		listed:     map[string]listed{},
		cuts:       map[string][][2]int{},
		census:     map[string][]string{},
		foreign:    *foreign,
		ignored:    map[string]listed{},

		otherMarshalers: map[string]map[string]string{},
		otherBuilds:     map[string]*otherBuildFiles{},
		unsafeElsewhere: map[string]string{},
		perBuildTypes:   map[types.Type]string{},
		definedOver:     map[*types.TypeName]types.Type{},
		inferred:        map[string]map[string]inferredValue{},
		initReasons:     map[string]string{},
		split:           *split && !*foreign,
		reused:          map[string]bool{},
	}
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	s.enc = json.NewEncoder(out)
	in := json.NewDecoder(os.Stdin)
	if *cut {
		if err := in.Decode(&s.cuts); err != nil {
			fmt.Fprintln(os.Stderr, "unbox-facts: -cut:", err)
			os.Exit(2)
		}
	}
	if *census {
		if err := in.Decode(&s.census); err != nil {
			fmt.Fprintln(os.Stderr, "unbox-facts: -census:", err)
			os.Exit(2)
		}
	}
	if *reuse && s.split {
		var dirs []string
		if err := in.Decode(&dirs); err != nil {
			fmt.Fprintln(os.Stderr, "unbox-facts: -reuse:", err)
			os.Exit(2)
		}
		for _, d := range dirs {
			s.reused[d] = true
		}
	}
	if err := s.run(flag.Args(), *gopath); err != nil {
		s.out.Errors = append(s.out.Errors, err.Error())
	}
	s.out.Split = s.split
	if s.split {
		// The fragments hold every string and type; the last document needs none.
		s.out.Strings, s.out.Types = []string{}, map[int]TypeInfo{}
	}
	if err := s.enc.Encode(&s.out); err != nil || s.encErr != nil || out.Flush() != nil {
		fmt.Fprintln(os.Stderr, "unbox-facts: cannot write the facts:", err, s.encErr)
		os.Exit(1)
	}
}

// parseFiles parses each file with gofmt's parser settings and prints every syntax error
// as gofmt -e prints it (`file:line:col: message`, positions after //line directives),
// without formatting: gofmt prints the whole file to compare it, which for code nested
// thousands of blocks deep is a text as large as the square of the depth (10,000 blocks:
// 5 s and 500 MB). Files are parsed one at a time, each tree dropped before the next. It
// returns the exit status: 2 when a file did not parse, 0 when all did.
func parseFiles(names []string) int {
	status := 0
	for _, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = 2
			continue
		}
		fset := token.NewFileSet()
		_, err = parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution|parser.AllErrors)
		if err == nil {
			continue
		}
		status = 2
		if list, ok := err.(scanner.ErrorList); ok {
			for _, e := range list {
				fmt.Fprintf(os.Stderr, "%s: %s\n", e.Pos, e.Msg)
			}
		} else {
			fmt.Fprintln(os.Stderr, err)
		}
	}
	return status
}

// buildTags are the build tags (-tags) every go list runs with, so that the files and the
// export data are those of the build unbox judges.
var buildTags string

func goList(gopath bool, args ...string) ([]listed, error) {
	list := []string{"list", "-e"}
	if buildTags != "" {
		list = append(list, "-tags="+buildTags)
	}
	cmd := exec.Command("go", append(list, args...)...)
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOTOOLCHAIN=local")
	if gopath {
		cmd.Env = append(cmd.Env, "GO111MODULE=off", "GOFLAGS=")
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	var all []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list output: %v", err)
		}
		all = append(all, p)
	}
	return all, nil
}

func (s *state) run(dirs []string, gopath bool) error {
	if len(dirs) == 0 {
		return nil
	}
	targets, err := goList(gopath, append([]string{"-json=Dir,ImportPath,Name,GoFiles,CgoFiles,SFiles,TestGoFiles,XTestGoFiles,IgnoredGoFiles,IgnoredOtherFiles,Imports,TestImports,XTestImports,ImportMap,Deps,Module,Standard,Error", "--"}, dirs...)...)
	if err != nil {
		return err
	}
	imports := map[string]bool{}
	importMap := map[string]string{}
	for i := range targets {
		t := &targets[i]
		s.ignored[t.ImportPath] = *t
		if t.Error != nil && t.Dir == "" {
			s.out.Unlisted = append(s.out.Unlisted, t.ImportPath+": "+t.Error.Err)
		}
		if !s.tests {
			t.TestGoFiles, t.XTestGoFiles, t.TestImports, t.XTestImports = nil, nil, nil, nil
		}
		for _, list := range [][]string{t.Imports, t.TestImports, t.XTestImports} {
			for _, path := range list {
				if path != "C" && path != "unsafe" {
					imports[path] = true
				}
			}
		}
		for from, to := range t.ImportMap {
			importMap[from] = to
		}
	}
	// Listed before any package is checked: the go command's memory then adds to a small
	// process, not to the checker's peak.
	moduleUnsafe, moduleUnsafeWhy, moduleDirs, err := s.moduleUnsafe(targets, gopath)
	if err != nil {
		return err
	}
	moduleRecover, err := s.moduleRecover(targets, gopath)
	if err != nil {
		return err
	}
	importers, err := s.importers(targets, importMap, gopath)
	if err != nil {
		return err
	}
	for _, p := range importers {
		for _, list := range [][]string{p.Imports, p.TestImports, p.XTestImports} {
			for _, path := range list {
				if path != "C" && path != "unsafe" {
					imports[path] = true
				}
			}
		}
		for from, to := range p.ImportMap {
			importMap[from] = to
		}
	}
	exports := map[string]string{}
	var deps []listed
	if len(imports) > 0 {
		paths := make([]string, 0, len(imports))
		for p := range imports {
			paths = append(paths, p)
		}
		sort.Strings(paths)
		deps, err = goList(gopath, append([]string{"-export", "-deps", "-json=ImportPath,Export,Dir,GoFiles,CgoFiles,SFiles,IgnoredGoFiles,IgnoredOtherFiles,Imports,ImportMap,Deps,Module,Standard,Error", "--"}, paths...)...)
		if err != nil {
			return err
		}
		for _, d := range deps {
			if d.Export != "" {
				exports[d.ImportPath] = d.Export
			}
			s.listed[d.ImportPath] = d
			s.ignored[d.ImportPath] = d
		}
	}
	fset := token.NewFileSet()
	lookup := func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %q (does it build?)", path)
		}
		return os.Open(file)
	}
	// Type-check on every core: each worker has its own importer (they are not safe for
	// concurrent use); facts are written out in order, on this goroutine, as they come.
	workers := runtime.GOMAXPROCS(0)
	if workers > len(targets) {
		workers = len(targets)
	}
	if workers < 1 {
		workers = 1
	}
	all := append(append([]listed{}, targets...), importers...)
	results := make([]checkedPkg, len(all))
	// ready[i] is closed once results[i] is there. Checking reads only what was set up
	// above (cuts, listings, sizes); writing facts out fills the shared tables of
	// strings and types, so it runs on this goroutine, in order.
	ready := make([]chan struct{}, len(all))
	for i := range ready {
		ready[i] = make(chan struct{})
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			base := importer.ForCompiler(fset, "gc", lookup)
			for i := range jobs {
				results[i] = s.check(fset, base, importMap, all[i])
				close(ready[i])
			}
		}()
	}
	go func() {
		for i := range all {
			if s.reused[all[i].Dir] && i < len(targets) {
				close(ready[i])
				continue
			}
			jobs <- i
		}
		close(jobs)
	}()
	fmtAlways := map[string]bool{"fmt": true}
	// Each package's facts are written out as soon as it is checked, while the workers
	// check the next ones: writing them out is about half as much work as checking, and
	// waiting for every check first left one core idle for a third of the run over the
	// standard library.
	for i := range targets {
		<-ready[i]
		var pkg Package
		if s.reused[targets[i].Dir] {
			pkg = stub(Package{Dir: targets[i].Dir, Path: targets[i].ImportPath, Name: targets[i].Name, Census: s.census[targets[i].Dir]})
		} else {
			pkg = s.emit(fset, results[i])
			if s.split {
				pkg = s.writeFragment(pkg, s.packageInputs(targets[i], importMap))
			}
		}
		if !s.foreign {
			// Nothing reads the syntax trees again: let the collector have them.
			results[i] = checkedPkg{}
		}
		pkg.Assembly = assemblyFiles(targets[i])
		pkg.ModuleUnsafe = moduleUnsafe
		pkg.ModuleUnsafeWhy = moduleUnsafeWhy
		pkg.ModuleRecover = moduleRecover
		pkg.FmtVia = s.fmtVia(targets[i], importMap, fmtAlways)
		for _, path := range targets[i].Deps {
			if to, ok := importMap[path]; ok {
				path = to
			}
			if d, ok := s.listed[path]; ok && !d.Standard && (slices.Contains(d.Imports, "unsafe") || len(d.SFiles) > 0 || s.otherBuildUnsafe(d) != "") {
				pkg.UnsafeDeps = append(pkg.UnsafeDeps, path)
			}
		}
		s.out.Packages = append(s.out.Packages, pkg)
	}
	wg.Wait()
	if s.foreign {
		s.foreignCensus(fset, all, results)
	}
	s.out.Inputs = inputsOf(all, deps)
	if s.out.Inputs != nil && len(moduleDirs) > 0 {
		// Which packages import unsafe is read from the whole module.
		s.out.Inputs.Dirs = append(s.out.Inputs.Dirs, moduleDirs...)
		sort.Strings(s.out.Inputs.Dirs)
		s.out.Inputs.Dirs = slices.Compact(s.out.Inputs.Dirs)
	}
	if read := s.otherBuildUses(); s.out.Inputs != nil && len(read) > 0 {
		// A folder whose every file this build leaves out is listed by nothing else.
		s.out.Inputs.Dirs = append(s.out.Inputs.Dirs, read...)
		sort.Strings(s.out.Inputs.Dirs)
		s.out.Inputs.Dirs = slices.Compact(s.out.Inputs.Dirs)
	}
	return nil
}

// listModule lists every package of the module once (`go list ./...`), for moduleUnsafe
// and importers alike.
func (s *state) listModule() ([]listed, error) {
	if s.listing == nil {
		module, err := goList(false, moduleFields, "./...")
		if err != nil {
			return nil, err
		}
		s.listing = module
	}
	return s.listing, nil
}

// moduleFields are what a listing of the whole module asks of each package, for both
// moduleUnsafe and importers, which share one listing.
const moduleFields = "-json=Dir,ImportPath,Name,GoFiles,CgoFiles,SFiles,TestGoFiles,XTestGoFiles,IgnoredGoFiles,IgnoredOtherFiles,Imports,TestImports,XTestImports,ImportMap,Deps,Module,Standard,Error"

// assemblyFiles lists a package's assembly files, this build's and those another build
// compiles (IgnoredOtherFiles holds them beside other languages' files).
func assemblyFiles(p listed) []string {
	files := slices.Clone(p.SFiles)
	for _, f := range p.IgnoredOtherFiles {
		if strings.HasSuffix(f, ".s") {
			files = append(files, f)
		}
	}
	sort.Strings(files)
	return files
}

// moduleUnsafe lists the packages of the targets' module that import unsafe (in their
// files or tests) or hold assembly, and the module's folders it read them from. The standard library's
// packages keep unsafe's rules and are left out, as GOPATH mode is, which has no module.
func (s *state) moduleUnsafe(targets []listed, gopath bool) ([]string, map[string]string, []string, error) {
	if gopath || !slices.ContainsFunc(targets, func(t listed) bool { return t.Module != nil }) {
		return nil, nil, nil, nil
	}
	module, err := s.listModule()
	if err != nil {
		return nil, nil, nil, err
	}
	var users, dirs []string
	why := map[string]string{}
	inModule := map[string]bool{}
	for _, p := range module {
		inModule[p.ImportPath] = true
	}
	outside := map[string]bool{}
	for _, p := range module {
		if p.Dir != "" {
			dirs = append(dirs, p.Dir)
		}
		if p.Standard {
			continue
		}
		if len(p.SFiles) > 0 || slices.ContainsFunc([][]string{p.Imports, p.TestImports, p.XTestImports}, func(list []string) bool {
			return slices.Contains(list, "unsafe")
		}) {
			users = append(users, p.ImportPath)
			continue
		}
		// A file another build compiles: its strings reach this build's callers there.
		if file := otherBuildUnsafe(p); file != "" {
			users = append(users, p.ImportPath)
			why[p.ImportPath] = "uses unsafe or assembly in " + file + ", a file another build compiles"
			continue
		}
		for _, d := range p.Deps {
			if !inModule[d] {
				outside[d] = true
			}
		}
	}
	// A package of the module may hand on a string a dependency outside it made over
	// bytes it changes later (a zero-copy B2S): those dependencies count for it.
	if len(outside) > 0 {
		paths := make([]string, 0, len(outside))
		for d := range outside {
			paths = append(paths, d)
		}
		sort.Strings(paths)
		deps, err := goList(false, append([]string{"-json=ImportPath,Dir,Imports,SFiles,IgnoredGoFiles,IgnoredOtherFiles,Standard,Error", "--"}, paths...)...)
		if err != nil {
			return nil, nil, nil, err
		}
		unsafeOutside := map[string]string{}
		for _, d := range deps {
			switch {
			case d.Standard:
			case d.Error != nil:
				unsafeOutside[d.ImportPath] = "which go list cannot read (it may use unsafe or assembly)"
			case len(d.SFiles) > 0 || slices.Contains(d.Imports, "unsafe"):
				unsafeOutside[d.ImportPath] = "which uses unsafe or assembly"
			default:
				if file := otherBuildUnsafe(d); file != "" {
					unsafeOutside[d.ImportPath] = "which uses unsafe or assembly in " + file + ", a file another build compiles"
				}
			}
		}
		for _, p := range module {
			if p.Standard || slices.Contains(users, p.ImportPath) {
				continue
			}
			for _, d := range p.Deps {
				if what, ok := unsafeOutside[d]; ok {
					users = append(users, p.ImportPath)
					why[p.ImportPath] = "depends on " + d + ", outside the module, " + what
					break
				}
			}
		}
	}
	sort.Strings(users)
	return users, why, dirs, nil
}

// otherBuildUnsafe is the package-level otherBuildUnsafe, kept by import path: every
// target asks it of each dependency.
func (s *state) otherBuildUnsafe(p listed) string {
	if file, ok := s.unsafeElsewhere[p.ImportPath]; ok {
		return file
	}
	file := otherBuildUnsafe(p)
	s.unsafeElsewhere[p.ImportPath] = file
	return file
}

// otherBuildUnsafe names a file of p's folder that this build leaves out and that
// imports unsafe or is assembly; "" when none is.
func otherBuildUnsafe(p listed) string {
	for _, file := range p.IgnoredOtherFiles {
		if strings.HasSuffix(file, ".s") || strings.HasSuffix(file, ".S") || strings.HasSuffix(file, ".sx") {
			return file
		}
	}
	fset := token.NewFileSet()
	for _, file := range p.IgnoredGoFiles {
		src, err := os.ReadFile(filepath.Join(p.Dir, file))
		if err != nil || !bytes.Contains(src, []byte(`"unsafe"`)) {
			continue
		}
		f, err := parser.ParseFile(fset, file, src, parser.ImportsOnly)
		if err != nil {
			continue
		}
		for _, spec := range f.Imports {
			if spec.Path.Value == `"unsafe"` {
				return file
			}
		}
	}
	return ""
}

// moduleRecover finds, in each package of the targets' module outside the standard
// library, the first call of recover() in its non-test files, read from their syntax
// (a file not spelling `recover(` is not parsed). Asked with a foreign census only.
func (s *state) moduleRecover(targets []listed, gopath bool) ([]RecoverSite, error) {
	if !s.foreign || len(s.census) == 0 || gopath || !slices.ContainsFunc(targets, func(t listed) bool { return t.Module != nil }) {
		return nil, nil
	}
	module, err := s.listModule()
	if err != nil {
		return nil, err
	}
	var sites []RecoverSite
	fset := token.NewFileSet()
	for _, p := range module {
		if p.Standard || p.Dir == "" {
			continue
		}
		for _, name := range append(slices.Clone(p.GoFiles), p.CgoFiles...) {
			path := filepath.Join(p.Dir, name)
			src, err := os.ReadFile(path)
			if err != nil || !bytes.Contains(src, []byte("recover(")) {
				continue
			}
			f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
			if err != nil {
				continue
			}
			var at token.Pos
			ast.Inspect(f, func(n ast.Node) bool {
				if at.IsValid() {
					return false
				}
				if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 0 {
					if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "recover" {
						at = call.Pos()
					}
				}
				return true
			})
			if at.IsValid() {
				pos := fset.Position(at)
				sites = append(sites, RecoverSite{Package: p.ImportPath, Path: pos.Filename, Line: pos.Line, Column: pos.Column})
				break
			}
		}
	}
	sort.Slice(sites, func(i, j int) bool { return sites[i].Package < sites[j].Package })
	return sites, nil
}

// importers lists the module's packages, beyond the targets, that import a package whose
// census was asked: their uses of its types are uses too (an option printed by a command
// of the module, a container compared by a helper package's test). Not in GOPATH mode,
// which has no module to list.
func (s *state) importers(targets []listed, importMap map[string]string, gopath bool) ([]listed, error) {
	if !s.foreign || len(s.census) == 0 || gopath {
		return nil, nil
	}
	censused := map[string]bool{}
	listedAlready := map[string]bool{}
	for _, t := range targets {
		listedAlready[t.ImportPath] = true
		if len(s.census[t.Dir]) > 0 {
			censused[t.ImportPath] = true
		}
	}
	if len(censused) == 0 {
		return nil, nil
	}
	module, err := s.listModule()
	if err != nil {
		return nil, err
	}
	s.module = module
	var out []listed
	for _, p := range module {
		if listedAlready[p.ImportPath] || p.Error != nil {
			continue
		}
		if !s.tests {
			p.TestGoFiles, p.XTestGoFiles, p.TestImports, p.XTestImports = nil, nil, nil, nil
		}
		// Direct importers, and packages reaching it through others (Deps), which can
		// hold its values that another package's API hands out.
		uses := false
		for _, list := range [][]string{p.Imports, p.TestImports, p.XTestImports, p.Deps} {
			for _, path := range list {
				if to, ok := p.ImportMap[path]; ok {
					path = to
				} else if to, ok := importMap[path]; ok {
					path = to
				}
				uses = uses || censused[path]
			}
		}
		if uses {
			out = append(out, p)
		}
	}
	return out, nil
}

// foreignCensus lists, for every package whose census was asked, its types' uses in the
// other checked packages (targets and importers alike), attached to the owner.
func (s *state) foreignCensus(fset *token.FileSet, all []listed, results []checkedPkg) {
	owners := map[string]*Package{}
	for i := range s.out.Packages {
		p := &s.out.Packages[i]
		if len(p.Census) > 0 {
			owners[p.Path] = p
		}
	}
	if len(owners) == 0 {
		return
	}
	importsOf := func(i int) map[string]bool {
		imported := map[string]bool{}
		for _, list := range [][]string{all[i].Imports, all[i].TestImports, all[i].XTestImports, all[i].Deps} {
			for _, path := range list {
				if to, ok := all[i].ImportMap[path]; ok {
					path = to
				}
				imported[path] = true
			}
		}
		return imported
	}
	// dependents: for each owner, the packages of the module that depend on it, whose
	// own types may hold its values (`types.Holder{O: opt.Option}` used by a third
	// package) and are walked wherever a foreign census meets them.
	dependents := map[string]map[string]bool{}
	for i, r := range results {
		imported := importsOf(i)
		for path := range owners {
			if imported[path] && path != r.pkg.Path {
				if dependents[path] == nil {
					dependents[path] = map[string]bool{}
				}
				dependents[path][r.pkg.Path] = true
			}
		}
	}
	for i, r := range results {
		// A package that cannot be read hides its uses only of what it imports.
		imported := importsOf(i)
		unseen := func(why string) {
			for path, o := range owners {
				if path != r.pkg.Path && imported[path] {
					o.ForeignErrors = append(o.ForeignErrors, r.pkg.Path+": "+why)
				}
			}
		}
		if r.info == nil {
			if r.pkg.Error != "" {
				unseen(r.pkg.Error)
			}
			continue
		}
		for _, failed := range r.failed {
			unseen(failed.Error)
		}
		for path, owner := range owners {
			// Its own files are listed in its Uses rows; a package that neither imports
			// the owner nor depends on it can hold none of its values.
			if path == r.pkg.Path || !imported[path] {
				continue
			}
			census := newCensus(s, path, owner.Census)
			census.listed = r.pkg.Path
			census.dependents = dependents[path]
			census.learnDerived(r.files, r.info)
			census.learnDerived(r.xfiles, r.xinfo)
			walk := func(files []*ast.File, info *types.Info) {
				for _, f := range files {
					rows := census.foreign(fset, info, f)
					if len(rows) > 0 {
						owner.Foreign = append(owner.Foreign, ForeignFile{Path: fset.File(f.Pos()).Name(), Uses: rows})
					}
				}
			}
			walk(r.files, r.info)
			if r.xinfo != nil {
				walk(r.xfiles, r.xinfo)
			}
		}
	}
	for _, o := range owners {
		sort.Slice(o.Foreign, func(a, b int) bool { return o.Foreign[a].Path < o.Foreign[b].Path })
		sort.Strings(o.ForeignErrors)
	}
}

// otherBuildUses lists, for every package whose census was asked, the names files of the
// module's other packages select from it in files this build leaves out: a `debug`-tagged
// or `_windows.go` file comparing an option with nil compiles only in that build, which
// no type facts describe. Those files are parsed, not checked. It returns the folders
// whose files it read.
func (s *state) otherBuildUses() []string {
	owners := map[string]*Package{}
	for i := range s.out.Packages {
		p := &s.out.Packages[i]
		if len(p.Census) > 0 {
			owners[p.Path] = p
		}
	}
	if len(owners) == 0 {
		return nil
	}
	var read []string
	fset := token.NewFileSet()
	for _, p := range append(s.module, s.unlistedFolders()...) {
		if len(p.IgnoredGoFiles) == 0 || p.Dir == "" {
			continue
		}
		read = append(read, p.Dir)
		nested := ""
		if p.Module != nil && p.ImportPath == "" {
			nested = p.Module.GoMod
		}
		for _, name := range p.IgnoredGoFiles {
			path := filepath.Join(p.Dir, name)
			src, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			// Most such files import none of the owners: their imports are enough.
			head, _ := parser.ParseFile(fset, path, src, parser.ImportsOnly)
			if head == nil || !slices.ContainsFunc(head.Imports, func(spec *ast.ImportSpec) bool {
				imported, err := strconv.Unquote(spec.Path.Value)
				return err == nil && owners[imported] != nil
			}) {
				continue
			}
			// A file with syntax errors still says what it imports and selects.
			f, _ := parser.ParseFile(fset, path, src, parser.ParseComments|parser.SkipObjectResolution)
			if f == nil {
				continue
			}
			build := ""
			for _, g := range f.Comments {
				if g.Pos() >= f.Package {
					break
				}
				for _, c := range g.List {
					if expr, ok := strings.CutPrefix(c.Text, "//go:build "); ok {
						build = strings.TrimSpace(expr)
					}
				}
			}
			for _, spec := range f.Imports {
				imported, err := strconv.Unquote(spec.Path.Value)
				if err != nil {
					continue
				}
				owner, ok := owners[imported]
				// A file of the package itself cannot import it; one of another package
				// in its folder can (a `//go:build ignore` generator in package main).
				if !ok || (imported == p.ImportPath && f.Name.Name == p.Name) {
					continue
				}
				local := owner.Name
				if spec.Name != nil {
					local = spec.Name.Name
				}
				at := func(pos token.Pos, sel string) {
					position := fset.Position(pos)
					owner.OtherBuild = append(owner.OtherBuild, OtherBuildUse{
						Path: path, Line: position.Line, Column: position.Column, Name: sel, Build: build, Module: nested,
					})
				}
				switch local {
				case "_":
					continue
				case ".":
					at(spec.Pos(), ".")
					continue
				}
				importNames := map[string]bool{}
				for _, spec := range f.Imports {
					if spec.Name != nil {
						importNames[spec.Name.Name] = true
					} else if path, err := strconv.Unquote(spec.Path.Value); err == nil {
						importNames[path[strings.LastIndex(path, "/")+1:]] = true
					}
				}
				seen := map[string]bool{}
				var stack []ast.Node
				ast.Inspect(f, func(n ast.Node) bool {
					if n == nil {
						stack = stack[:len(stack)-1]
						return true
					}
					stack = append(stack, n)
					sel, ok := n.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					x, ok := sel.X.(*ast.Ident)
					if !ok || x.Name != local || seen[sel.Sel.Name] || handedOn(stack, local, importNames) {
						return true
					}
					seen[sel.Sel.Name] = true
					at(sel.Pos(), sel.Sel.Name)
					return true
				})
			}
		}
	}
	return read
}

// handedOn says whether the selector on top of stack, `pkg.F`, is a call handed
// straight to the package's own API or to a method (`pkg.New(pkg.WithAddr(a))`,
// `shutdowner.Shutdown(fx.ExitCode(2))`): the value only goes where a parameter of the
// family's type takes it, as in the build checked. Any other use (`o == nil`, printing
// it, keeping it in a variable, a function of another package such as fmt) counts.
func handedOn(stack []ast.Node, local string, imported map[string]bool) bool {
	if len(stack) < 3 {
		return false
	}
	call, ok := stack[len(stack)-2].(*ast.CallExpr)
	if !ok || call.Fun != stack[len(stack)-1] {
		return false
	}
	outer, ok := stack[len(stack)-3].(*ast.CallExpr)
	if !ok || !slices.Contains(outer.Args, ast.Expr(call)) {
		return false
	}
	callee, ok := outer.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x, ok := callee.X.(*ast.Ident)
	return ok && (x.Name == local || !imported[x.Name])
}

// unlistedFolders finds the module's folders of Go files that `go list ./...` leaves out,
// each as a listed package whose every file is ignored: those of which this build
// compiles no file (a `winsvc` package of `_windows.go` files only), and those of nested
// modules (their own go.mod, often with a `replace` back to this one), which are built on
// their own. testdata and folders starting with `_` hold no package of this module, but a
// nested module there is built on its own all the same (a test running `go run .` in
// testdata/consumer); vendor and folders starting with `.` are not walked. The other
// modules of the workspace (go.work's `use` lines) and those unbox was asked about beside
// this one (-modules) are read the same way, every folder of theirs as a nested module's.
func (s *state) unlistedFolders() []listed {
	listedDirs := map[string]bool{}
	root := ""
	for _, p := range s.module {
		listedDirs[p.Dir] = true
		if root == "" && p.Module != nil && p.Module.GoMod != "" {
			root = filepath.Dir(p.Module.GoMod)
		}
	}
	if root == "" {
		return nil
	}
	out := goFolders(root, "", listedDirs)
	for _, other := range s.otherModules(root) {
		out = append(out, goFolders(other, filepath.Join(other, "go.mod"), listedDirs)...)
	}
	return out
}

// otherModules lists the roots of the other modules whose code may import this module's
// packages: those go.work uses, and those named with -modules; not `root` itself, nor
// one inside it (a nested module, which the walk of `root` finds).
func (s *state) otherModules(root string) []string {
	roots := append([]string{}, otherModuleRoots...)
	cmd := exec.Command("go", "work", "edit", "-json")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOTOOLCHAIN=local")
	if out, err := cmd.Output(); err == nil {
		var work struct {
			Use []struct{ DiskPath string }
		}
		if json.Unmarshal(out, &work) == nil {
			gowork := strings.TrimSpace(goEnv(root, "GOWORK"))
			for _, u := range work.Use {
				dir := u.DiskPath
				if !filepath.IsAbs(dir) && gowork != "" {
					dir = filepath.Join(filepath.Dir(gowork), dir)
				}
				roots = append(roots, dir)
			}
		}
	}
	var out []string
	seen := map[string]bool{}
	for _, r := range roots {
		r = filepath.Clean(r)
		if real, err := filepath.EvalSymlinks(r); err == nil {
			r = real
		}
		inside, err := filepath.Rel(root, r)
		if err != nil || seen[r] || inside == "." || !strings.HasPrefix(inside, "..") {
			continue
		}
		seen[r] = true
		out = append(out, r)
	}
	sort.Strings(out)
	return out
}

// otherModuleRoots are the -modules roots.
var otherModuleRoots []string

// goEnv is one `go env` setting, as the go command sees it from dir.
func goEnv(dir, name string) string {
	cmd := exec.Command("go", "env", name)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local")
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return string(out)
}

// goFolders walks the folders under root (a module's, whose own packages are
// listedDirs) for Go files go list does not list there, each folder as a listed package
// of ignored files; rootMod is root's go.mod when root is another module's.
func goFolders(root, rootMod string, listedDirs map[string]bool) []listed {
	var out []listed
	// nestedMod is the go.mod of the nested module being walked, by folder; hiddenDirs
	// holds the folders under testdata or `_` outside any nested module below them.
	nestedMod := map[string]string{}
	hiddenDirs := map[string]bool{}
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (name == "vendor" || strings.HasPrefix(name, ".")) {
			return filepath.SkipDir
		}
		parent := filepath.Dir(path)
		mod := nestedMod[parent]
		if path == root {
			mod = rootMod
		}
		hidden := path != root && (hiddenDirs[parent] || name == "testdata" || strings.HasPrefix(name, "_"))
		if path != root {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				mod = filepath.Join(path, "go.mod")
				hidden = false
			}
		}
		nestedMod[path] = mod
		hiddenDirs[path] = hidden
		if hidden || (listedDirs[path] && mod == "") {
			return nil
		}
		entries, err := os.ReadDir(path)
		if err != nil {
			return nil
		}
		p := listed{Dir: path}
		if mod != "" {
			p.Module = &struct{ GoMod, GoVersion string }{GoMod: mod}
		}
		for _, e := range entries {
			n := e.Name()
			if !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasPrefix(n, "_") && !strings.HasPrefix(n, ".") {
				p.IgnoredGoFiles = append(p.IgnoredGoFiles, n)
			}
		}
		if len(p.IgnoredGoFiles) > 0 {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// inputsOf names the folders and go.mod files an answer was computed from, or returns nil
// when it may depend on more than them: a package go list could not list, or a
// dependency without export data (it does not build, or its module is not in the module
// cache).
func inputsOf(targets, deps []listed) *Inputs {
	dirs, files := map[string]bool{}, map[string]bool{}
	for _, d := range deps {
		if d.Error != nil || (d.Export == "" && d.ImportPath != "unsafe") {
			return nil
		}
	}
	// A package the go command could not place in a folder (its module's requirements
	// are missing from the module cache, say) is known by no file: once `go mod
	// download` fetches them it lists, with nothing unbox fingerprints changed.
	for _, t := range targets {
		if t.Error != nil && t.Dir == "" {
			return nil
		}
	}
	for _, list := range [][]listed{targets, deps} {
		for _, p := range list {
			if p.Dir != "" {
				dirs[p.Dir] = true
			}
			if p.Module != nil && p.Module.GoMod != "" {
				files[p.Module.GoMod] = true
			}
		}
	}
	return inputsFrom(dirs, files)
}

// writeFragment writes one package's facts as a document of its own (-split), with
// the strings and types they name and what they were computed from (nil: more than
// files), then starts the tables afresh for the next package. It returns what stays in
// the last document: the package's names and census, to which the module-wide fields are
// added.
func (s *state) writeFragment(pkg Package, inputs *Inputs) Package {
	doc := Output{Strings: s.out.Strings, Types: s.out.Types, Packages: []Package{pkg}, Errors: []string{}, Inputs: inputs, Fragment: true}
	if err := s.enc.Encode(&doc); err != nil && s.encErr == nil {
		s.encErr = err
	}
	s.out.Strings, s.strings = []string{}, map[string]int{}
	s.out.Types, s.typeIDs = map[int]TypeInfo{}, map[types.Type]int{}
	return stub(pkg)
}

// stub is what a -split answer's last document says of a package: its names and census,
// to which the module-wide fields are added.
func stub(pkg Package) Package {
	return Package{Dir: pkg.Dir, Path: pkg.Path, Name: pkg.Name, Census: pkg.Census, Generic: []string{}, Files: []File{}}
}

// packageInputs names what one target's own check reads: its folder, the folders of
// everything it and its tests import, at any depth (their export data, and the files
// other builds compile there, which the per-build facts read), and their modules'
// go.mod files. It is nil when that may be more than files, as inputsOf says.
func (s *state) packageInputs(t listed, importMap map[string]string) *Inputs {
	if t.Dir == "" {
		return nil
	}
	dirs, files := map[string]bool{t.Dir: true}, map[string]bool{}
	if t.Module != nil && t.Module.GoMod != "" {
		files[t.Module.GoMod] = true
	}
	seen := map[string]bool{}
	var add func(path string) bool
	add = func(path string) bool {
		if to, ok := importMap[path]; ok {
			path = to
		}
		if path == "C" || seen[path] {
			return true
		}
		seen[path] = true
		d, ok := s.listed[path]
		if !ok || d.Error != nil || (d.Export == "" && d.ImportPath != "unsafe") {
			return false
		}
		if d.Dir != "" {
			dirs[d.Dir] = true
		}
		if d.Module != nil && d.Module.GoMod != "" {
			files[d.Module.GoMod] = true
		}
		for _, dep := range d.Deps {
			if !add(dep) {
				return false
			}
		}
		return true
	}
	for _, list := range [][]string{t.Imports, t.TestImports, t.XTestImports} {
		for _, path := range list {
			if path == t.ImportPath {
				continue
			}
			if !add(path) {
				return nil
			}
		}
	}
	return inputsFrom(dirs, files)
}

// inputsFrom lists the folders and files of two sets, sorted.
func inputsFrom(dirs, files map[string]bool) *Inputs {
	in := &Inputs{Dirs: []string{}, Files: []string{}}
	for d := range dirs {
		in.Dirs = append(in.Dirs, d)
	}
	for f := range files {
		in.Files = append(in.Files, f)
	}
	sort.Strings(in.Dirs)
	sort.Strings(in.Files)
	return in
}

// checkedPkg is one package after type-checking, before its facts are written.
type checkedPkg struct {
	pkg    Package
	files  []*ast.File
	info   *types.Info
	xfiles []*ast.File
	xinfo  *types.Info
	failed []File
}

// mapped resolves import paths as go list did (vendored standard-library packages).
type mapped struct {
	base      types.Importer
	importMap map[string]string
	self      *types.Package
}

func (m mapped) Import(path string) (*types.Package, error) {
	if m.self != nil && path == m.self.Path() {
		return m.self, nil
	}
	if to, ok := m.importMap[path]; ok {
		path = to
	}
	return m.base.Import(path)
}

// variant imports as a test build does: the package under test is the one checked with
// its tests, and each dependency that imports it is checked again from source against it.
type variant struct {
	s         *state
	fset      *token.FileSet
	base      types.Importer
	importMap map[string]string
	self      *types.Package
	done      map[string]*types.Package
}

func (v *variant) Import(path string) (*types.Package, error) {
	if to, ok := v.importMap[path]; ok {
		path = to
	}
	if path == v.self.Path() {
		return v.self, nil
	}
	if p, ok := v.done[path]; ok {
		return p, nil
	}
	d, ok := v.s.listed[path]
	if !ok || !contains(d.Deps, v.self.Path()) || len(d.CgoFiles) > 0 {
		return v.base.Import(path)
	}
	conf := types.Config{Importer: v, Sizes: v.s.sizes, Error: func(error) {}}
	var files []*ast.File
	for _, name := range d.GoFiles {
		f, err := parser.ParseFile(v.fset, filepath.Join(d.Dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	p, err := conf.Check(path, v.fset, files, nil)
	if err != nil {
		return nil, err
	}
	v.done[path] = p
	return p, nil
}

func contains(list []string, item string) bool {
	for _, x := range list {
		if x == item {
			return true
		}
	}
	return false
}

func (s *state) check(fset *token.FileSet, base types.Importer, importMap map[string]string, t listed) checkedPkg {
	pkg := Package{Dir: t.Dir, Path: t.ImportPath, Name: t.Name, Generic: []string{}, Files: []File{},
		Methods: map[string][]Method{}, Implementers: map[string][]string{}}
	if t.Module != nil {
		pkg.GoVersion = t.Module.GoVersion
	}
	if t.Error != nil {
		pkg.Error = t.Error.Err
		return checkedPkg{pkg: pkg}
	}
	cgo := len(t.CgoFiles) > 0
	imp := mapped{base: base, importMap: importMap}
	own := append(append([]string{}, t.GoFiles...), t.CgoFiles...)
	checked, info, files, err := s.checkFiles(fset, imp, t.ImportPath, t.Dir, append(append([]string{}, own...), t.TestGoFiles...), cgo)
	var failed []File
	if err != nil && len(t.TestGoFiles) > 0 {
		// In-package tests may import packages that import this one; the go tool
		// recompiles those for the test, which export data cannot stand in for. Keep the
		// facts of the package's own files and say why its tests have none.
		if c, i, f, e := s.checkFiles(fset, imp, t.ImportPath, t.Dir, own, cgo); e == nil {
			for _, name := range t.TestGoFiles {
				failed = append(failed, File{Name: name, Error: "its in-package tests do not type-check without the go tool's test build: " + err.Error()})
			}
			checked, info, files, err = c, i, f, nil
		}
	}
	if err != nil {
		pkg.Error = err.Error()
		return checkedPkg{pkg: pkg}
	}
	var xfiles []*ast.File
	var xinfo *types.Info
	if len(t.XTestGoFiles) > 0 {
		// The package under test from its export data first, as every other importer
		// sees it; then the checked package, whose test files may export helpers.
		var xerr error
		_, xinfo, xfiles, xerr = s.checkFiles(fset, imp, t.ImportPath+"_test", t.Dir, t.XTestGoFiles, false)
		if xerr != nil {
			_, xinfo, xfiles, xerr = s.checkFiles(fset, mapped{base: base, importMap: importMap, self: checked}, t.ImportPath+"_test", t.Dir, t.XTestGoFiles, false)
		}
		if xerr != nil {
			// The go tool recompiles, for a test, every dependency that imports the
			// package under test (fxtest imports fx); do the same from source, so that
			// one fx is seen everywhere.
			v := &variant{s: s, fset: fset, base: base, importMap: importMap, self: checked, done: map[string]*types.Package{}}
			_, xinfo, xfiles, xerr = s.checkFiles(fset, v, t.ImportPath+"_test", t.Dir, t.XTestGoFiles, false)
		}
		if xerr != nil {
			for _, name := range t.XTestGoFiles {
				failed = append(failed, File{Name: name, Error: "the external tests do not type-check: " + xerr.Error()})
			}
			xfiles, xinfo = nil, nil
		}
	}
	scope := checked.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok {
			if named, ok := tn.Type().(*types.Named); ok && named.TypeParams().Len() > 0 {
				pkg.Generic = append(pkg.Generic, name)
			}
			if alias, ok := tn.Type().(*types.Alias); ok && alias.TypeParams().Len() > 0 {
				pkg.Generic = append(pkg.Generic, name)
			}
			if named, ok := tn.Type().(*types.Named); ok && !tn.IsAlias() && !types.IsInterface(named) {
				if methods := methodSet(named); len(methods) > 0 {
					pkg.Methods[name] = methods
				}
			}
		}
	}
	pkg.Implementers = implementers(scope, pkg.Methods)
	pkg.ImportNames = importNames(files, info, nil)
	pkg.ImportNames = importNames(xfiles, xinfo, pkg.ImportNames)
	return checkedPkg{pkg: pkg, files: files, info: info, xfiles: xfiles, xinfo: xinfo, failed: failed}
}

// importNames adds to names, for each import spec of files without a name of its own,
// the name its package declares when that is not the path's last element.
func importNames(files []*ast.File, info *types.Info, names map[string]string) map[string]string {
	if info == nil {
		return names
	}
	for _, file := range files {
		for _, spec := range file.Imports {
			if spec.Name != nil {
				continue
			}
			pkgName, ok := info.Implicits[spec].(*types.PkgName)
			if !ok {
				continue
			}
			path := pkgName.Imported().Path()
			if name := pkgName.Imported().Name(); name != path[strings.LastIndex(path, "/")+1:] {
				if names == nil {
					names = map[string]string{}
				}
				names[path] = name
			}
		}
	}
	return names
}

// methodSet lists the methods of T and of *T, by name, saying which only *T has and
// which come from an embedded field.
func methodSet(named *types.Named) []Method {
	value := types.NewMethodSet(named)
	inValue := map[string]bool{}
	for i := 0; i < value.Len(); i++ {
		inValue[value.At(i).Obj().Name()] = true
	}
	pointer := types.NewMethodSet(types.NewPointer(named))
	var out []Method
	for i := 0; i < pointer.Len(); i++ {
		sel := pointer.At(i)
		name := sel.Obj().Name()
		out = append(out, Method{Name: name, Pointer: !inValue[name], Promoted: len(sel.Index()) > 1})
	}
	return out
}

// implementers finds, for each package-level interface with methods, the package's types
// whose method set (of T or *T) implements it; only types whose sets name every method
// are asked.
func implementers(scope *types.Scope, sets map[string][]Method) map[string][]string {
	out := map[string][]string{}
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok || iface.NumMethods() == 0 || isGeneric(tn.Type()) {
			continue
		}
		for ty, methods := range sets {
			names := map[string]bool{}
			for _, m := range methods {
				names[m.Name] = true
			}
			all := true
			for i := 0; i < iface.NumMethods(); i++ {
				all = all && names[iface.Method(i).Name()]
			}
			if !all {
				continue
			}
			t := scope.Lookup(ty).Type()
			if isGeneric(t) {
				continue
			}
			if types.Implements(t, iface) || types.Implements(types.NewPointer(t), iface) {
				out[name] = append(out[name], ty)
			}
		}
		sort.Strings(out[name])
	}
	return out
}

// isGeneric: a named type with type parameters, which implements nothing until
// instantiated.
func isGeneric(t types.Type) bool {
	named, ok := t.(*types.Named)
	return ok && named.TypeParams().Len() > 0
}

// emit learns which named types own the package's fields and writes its facts.
func (s *state) emit(fset *token.FileSet, r checkedPkg) Package {
	pkg := r.pkg
	if r.info == nil {
		return pkg
	}
	s.learnOwners(r.files, r.info)
	if r.xinfo != nil {
		s.learnOwners(r.xfiles, r.xinfo)
	}
	files, info, xfiles, xinfo, failed := r.files, r.info, r.xfiles, r.xinfo, r.failed
	index := map[string]int{}
	all := append(append([]*ast.File{}, files...), xfiles...)
	for i, f := range all {
		index[fset.File(f.Pos()).Name()] = i
	}
	subjects := s.census[pkg.Dir]
	var census *censusOf
	if len(subjects) > 0 {
		pkg.Census = subjects
		census = newCensus(s, pkg.Path, subjects)
		census.learnDerived(files, info)
		census.learnDerived(xfiles, xinfo)
	}
	s.learnDefinitions(files, info)
	s.learnDefinitions(xfiles, xinfo)
	for i, f := range all {
		in := info
		if i >= len(files) {
			in = xinfo
		}
		file := s.facts(fset, in, f, index, pkg.Path)
		if census != nil {
			file.Uses = census.file(fset, in, f)
		}
		pkg.Files = append(pkg.Files, file)
	}
	pkg.Files = append(pkg.Files, failed...)
	return pkg
}

// bigSource is the size from which a file's text makes the collector keep pace (a
// generated table; no file of the standard library comes near it).
const bigSource = 4 << 20

func (s *state) checkFiles(fset *token.FileSet, imp types.Importer, path, dir string, names []string, cgo bool) (*types.Package, *types.Info, []*ast.File, error) {
	var files []*ast.File
	stripped := map[*token.File]bool{}
	for _, name := range names {
		filename := filepath.Join(dir, name)
		src, err := os.ReadFile(filename)
		if err != nil {
			return nil, nil, nil, err
		}
		// What unbox cut holds no use a census lists: unbox parses every declaration
		// that spells a candidate's name or a name declared in terms of one, to a fixed
		// point, so a use spelling none (`fmt.Println(lookup())`) is in a declaration
		// spelling `lookup`, whose result type spells the candidate.
		// GOGC=400 lets the heap grow to five times what is live, which for a package
		// with a generated table is five times the table's text: collect at Go's
		// default pace from the first such file on.
		if len(src) >= bigSource && os.Getenv("GOGC") == "" {
			debug.SetGCPercent(100)
		}
		blanked := s.blankTables(filename, src)
		f, err := parser.ParseFile(fset, filename, src, parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, nil, err
		}
		if s.stripBodies(fset, f) || blanked {
			stripped[fset.File(f.Pos())] = true
		}
		files = append(files, f)
	}
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Instances:  map[*ast.Ident]types.Instance{},
		// The package names of imports written without one (importNames).
		Implicits: map[ast.Node]types.Object{},
	}
	var first error
	conf := types.Config{
		Importer:    imp,
		FakeImportC: cgo,
		Sizes:       s.sizes,
		Error: func(err error) {
			// A body left out may have been an import's only user; that is no error
			// of the package.
			if e, ok := err.(types.Error); ok && stripped[fset.File(e.Pos)] && strings.Contains(e.Msg, " imported ") && strings.HasSuffix(e.Msg, " and not used") {
				return
			}
			if first == nil {
				first = err
			}
		},
	}
	checked, _ := conf.Check(path, fset, files, info)
	return checked, info, files, first
}

// cutOf is the ranges of f that need no facts: none for a file that reaches memory or
// fields unbox cannot follow (readWhole), whose every expression's type unbox reads.
func (s *state) cutOf(fset *token.FileSet, f *ast.File) [][2]int {
	name := fset.File(f.Pos()).Name()
	cut := s.cuts[name]
	if len(cut) == 0 || readWhole(name, f.Imports) {
		return nil
	}
	return cut
}

// readWhole says whether unbox's records pass reads the type of every expression of a
// file: one importing unsafe, or reflect outside a test (src/passes/records/reach.rs,
// blocking_files). A test calling reflect is judged by its calls' spelling instead, so
// what unbox left unparsed there needs no facts.
func readWhole(filename string, imports []*ast.ImportSpec) bool {
	test := strings.HasSuffix(filename, "_test.go")
	for _, spec := range imports {
		p := strings.Trim(spec.Path.Value, "`\"")
		if p == "unsafe" || (p == "reflect" && !test) {
			return true
		}
	}
	return false
}

// inCut says whether the node lies wholly inside one of the ranges.
func inCut(tf *token.File, n ast.Node, cut [][2]int) bool {
	start, end := tf.Offset(n.Pos()), tf.Offset(n.End())
	for _, r := range cut {
		if r[0] <= start && end <= r[1] {
			return true
		}
	}
	return false
}

// stripBodies drops the bodies of the functions unbox left unparsed: nothing in them
// can change a package-level type, and checking them was most of the checker's time.
// It reports whether it dropped any.
func (s *state) stripBodies(fset *token.FileSet, f *ast.File) bool {
	cut := s.cutOf(fset, f)
	if cut == nil {
		return false
	}
	tf := fset.File(f.Pos())
	dropped := false
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && inCut(tf, fd, cut) && mayGoWithoutBody(fd) {
			fd.Body = nil
			dropped = true
		}
	}
	return dropped
}

// bigTable is how long a literal must be for blankTables to empty it.
const bigTable = 64 << 10

// blankTables empties, in src, each large `var NAME = TYPE{…}` literal that unbox left
// unparsed: its elements become spaces (line breaks kept, so every position stays), the
// variable keeps its type, and the parser is spared the table's tree, which for a
// generated table is some 60 times its size. Not in a file unbox reads whole (see
// cutOf). It reports whether it emptied any.
func (s *state) blankTables(filename string, src []byte) bool {
	cut := s.cuts[filename]
	if len(cut) == 0 {
		return false
	}
	if f, err := parser.ParseFile(token.NewFileSet(), filename, src, parser.ImportsOnly); err == nil && readWhole(filename, f.Imports) {
		return false
	}
	blanked := false
	for _, r := range cut {
		if r[0] < 0 || r[1] > len(src) || r[1]-r[0] < bigTable {
			continue
		}
		for _, body := range tableBodies(src[r[0]:r[1]]) {
			for i := r[0] + body[0]; i < r[0]+body[1]; i++ {
				if src[i] != '\n' {
					src[i] = ' '
				}
			}
			blanked = true
		}
	}
	return blanked
}

// tableBodies finds, in a run of top-level declarations, the insides of literals of the
// shape `var NAME = TYPE{…}` (one name, a TYPE without struct, interface, func or `...`,
// nothing after the literal) longer than bigTable, as byte ranges.
func tableBodies(seg []byte) [][2]int {
	fs := token.NewFileSet()
	file := fs.AddFile("", -1, len(seg))
	var sc scanner.Scanner
	sc.Init(file, seg, nil, 0)
	var out [][2]int
	depth := 0
	// step counts the shape's tokens read so far at the top level: var, NAME, =, then
	// the type up to the literal's brace.
	step, open, close := 0, -1, -1
	for {
		pos, tok, _ := sc.Scan()
		if tok == token.EOF {
			return out
		}
		at := file.Offset(pos)
		if depth == 0 && close >= 0 {
			if tok == token.SEMICOLON && close-open > bigTable {
				out = append(out, [2]int{open + 1, close})
			}
			step, open, close = 0, -1, -1
		}
		switch {
		case depth > 0 && open >= 0:
			// Inside the literal: only its end matters.
		case tok == token.VAR && depth == 0:
			step = 1
			continue
		case step == 1 && tok == token.IDENT:
			step = 2
			continue
		case step == 2 && tok == token.ASSIGN:
			step = 3
			continue
		case step == 3 && tok == token.LBRACE && depth == 0:
			open = at
		case step == 3 && (tok == token.STRUCT || tok == token.INTERFACE || tok == token.FUNC || tok == token.ELLIPSIS || tok == token.COMMA || tok == token.SEMICOLON):
			step = 0
		case step == 3:
			// A token of the type.
		default:
			step = 0
		}
		switch tok {
		case token.LPAREN, token.LBRACK, token.LBRACE:
			depth++
		case token.RPAREN, token.RBRACK, token.RBRACE:
			depth--
			if depth == 0 && open >= 0 && close < 0 {
				close = at
			}
		}
		if depth < 0 {
			return nil
		}
	}
}

// mayGoWithoutBody says whether go/types accepts the function without its body, as it
// accepts one written in assembly: not init, and nothing generic.
func mayGoWithoutBody(fd *ast.FuncDecl) bool {
	if fd.Type.TypeParams != nil || (fd.Recv == nil && fd.Name.Name == "init") {
		return false
	}
	if fd.Recv != nil && len(fd.Recv.List) > 0 {
		t := fd.Recv.List[0].Type
		if star, ok := t.(*ast.StarExpr); ok {
			t = star.X
		}
		if p, ok := t.(*ast.ParenExpr); ok {
			t = p.X
		}
		switch t.(type) {
		case *ast.IndexExpr, *ast.IndexListExpr:
			return false
		}
	}
	return true
}

// learnOwners records which named type declares each field the package mentions: fields
// of types declared here, of composite literals' types, and along every selection's path
// (which is how a promoted field finds the embedded type that declares it).
func (s *state) learnOwners(files []*ast.File, info *types.Info) {
	// First the types whose declaration spells the struct (`type item struct{…}`): a
	// defined type over another (`type timeoutWriter bufferedWriter`) shares its field
	// objects, and the fields belong to the one that declares them. Everything in source
	// order, so the answer never depends on map order or on which package came first.
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if spec, ok := n.(*ast.TypeSpec); ok {
				if _, literal := spec.Type.(*ast.StructType); literal {
					if tn, ok := info.Defs[spec.Name].(*types.TypeName); ok {
						s.register(tn.Type())
					}
				}
			}
			return true
		})
	}
	var lits []ast.Expr
	for expr := range info.Types {
		if _, ok := expr.(*ast.CompositeLit); ok {
			lits = append(lits, expr)
		}
	}
	sort.Slice(lits, func(a, b int) bool { return lits[a].Pos() < lits[b].Pos() })
	for _, lit := range lits {
		s.register(info.Types[lit].Type)
	}
	var sels []*ast.SelectorExpr
	for sel := range info.Selections {
		sels = append(sels, sel)
	}
	sort.Slice(sels, func(a, b int) bool { return sels[a].Pos() < sels[b].Pos() })
	for _, expr := range sels {
		sel := info.Selections[expr]
		t := sel.Recv()
		for _, i := range sel.Index() {
			if p, ok := t.Underlying().(*types.Pointer); ok {
				t = p.Elem()
			}
			s.register(t)
			st, ok := t.Underlying().(*types.Struct)
			if !ok || i >= st.NumFields() {
				break
			}
			t = st.Field(i).Type()
		}
	}
}

func (s *state) register(t types.Type) {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return
	}
	named = named.Origin()
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return
	}
	name := qualified(named.Obj())
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if _, seen := s.owners[f]; seen {
			return
		}
		s.owners[f] = name
	}
}

func qualified(obj types.Object) string {
	if obj.Pkg() == nil {
		return obj.Name()
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

func (s *state) facts(fset *token.FileSet, info *types.Info, f *ast.File, index map[string]int, own string) File {
	tf := fset.File(f.Pos())
	out := File{Name: filepath.Base(tf.Name()), Idents: [][7]int{}, Exprs: [][4]int{}}
	if info == nil {
		return out
	}
	cut := s.cutOf(fset, f)
	starts := startCache{}
	// typeNesting holds, for each node entered and not yet left, whether it is a type
	// expression; inType counts them.
	var typeNesting []bool
	inType := 0
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			if typeNesting[len(typeNesting)-1] {
				inType--
			}
			typeNesting = typeNesting[:len(typeNesting)-1]
			return true
		}
		if d, ok := n.(ast.Decl); ok && cut != nil && inCut(tf, d, cut) {
			return false // unbox did not parse it and asks nothing about it.
		}
		isType := false
		if e, ok := n.(ast.Expr); ok {
			if tv, ok := info.Types[e]; ok && tv.IsType() {
				isType = true
			}
		}
		typeNesting = append(typeNesting, isType)
		if isType {
			inType++
		}
		switch n := n.(type) {
		case *ast.Ident:
			obj := info.Defs[n]
			if obj == nil {
				obj = info.Uses[n]
			}
			if obj != nil {
				out.Idents = append(out.Idents, s.ident(fset, tf, n, obj, index))
				if reason := s.perBuild(obj, own); reason != "" {
					out.PerBuild = append(out.PerBuild, [2]int{tf.Offset(n.Pos()), s.str(reason)})
				}
			}
		case *ast.SelectorExpr:
			if reason := s.promotedElsewhere(info, n); reason != "" {
				out.PerBuild = append(out.PerBuild, [2]int{tf.Offset(n.Sel.Pos()), s.str(reason)})
			}
		}
		if e, ok := n.(ast.Expr); ok && (!isType || inType <= maxTypeNesting) {
			if tv, ok := info.Types[e]; ok {
				out.Exprs = append(out.Exprs, [4]int{tf.Offset(starts.of(e)), tf.Offset(e.End()), s.str(mode(tv)), s.typ(tv.Type)})
			}
		}
		return true
	})
	return out
}

// otherBuildFiles are a package's .go files this build leaves out, tests aside.
type otherBuildFiles struct {
	files []*otherFile
	// words holds every identifier-like word of them: most names are in none.
	words map[string]bool
}

// otherFile is one of them, with its package-level names once parsed.
type otherFile struct {
	name string
	src  []byte
	// decls holds the names it declares at package level, and `T.M` for each method M it
	// declares on T; nil until first needed.
	decls map[string]bool
}

// declaredElsewhere names the file, among those of pkg's folder that this build leaves
// out (IgnoredGoFiles, tests aside), that declares name at package level (a function,
// variable, constant or type, or `T.M` for a method M of T); "" when none does. The
// type checker sees one build: a name declared again for another may have another type
// there, which code written from this build's type (a conversion, a strconv function)
// would not fit.
func (s *state) declaredElsewhere(pkg *types.Package, name string) string {
	other, ok := s.otherBuilds[pkg.Path()]
	if !ok {
		other = &otherBuildFiles{words: map[string]bool{}}
		l := s.ignored[pkg.Path()]
		for _, file := range l.IgnoredGoFiles {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			src, err := os.ReadFile(filepath.Join(l.Dir, file))
			if err != nil {
				continue
			}
			other.files = append(other.files, &otherFile{name: file, src: src})
			// Words by bytes: any byte of a multi-byte character counts as a letter,
			// which may join a word to its neighbours and only makes a name look present.
			start := -1
			for i := 0; i <= len(src); i++ {
				word := i < len(src) && (src[i] == '_' || src[i] >= 0x80 || 'a' <= src[i]|0x20 && src[i]|0x20 <= 'z' || '0' <= src[i] && src[i] <= '9')
				switch {
				case word && start < 0:
					start = i
				case !word && start >= 0:
					other.words[string(src[start:i])] = true
					start = -1
				}
			}
		}
		s.otherBuilds[pkg.Path()] = other
	}
	word := name[strings.LastIndexByte(name, '.')+1:]
	if !other.words[word] {
		return ""
	}
	for _, f := range other.files {
		if !bytes.Contains(f.src, []byte(word)) {
			continue
		}
		if f.decls == nil {
			f.decls = topLevelNames(f.name, f.src)
		}
		if f.decls[name] {
			return f.name
		}
	}
	return ""
}

// topLevelNames are the names a Go file declares at package level, and `T.M` for each
// method M it declares on T (or *T, T[P]). A file Go cannot parse declares none: the
// build it belongs to does not compile.
func topLevelNames(name string, src []byte) map[string]bool {
	names := map[string]bool{}
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution)
	if err != nil {
		return names
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) == 0 {
				names[d.Name.Name] = true
				continue
			}
			if name, _ := receiverType(d.Recv.List[0].Type); name != "" {
				names[name+"."+d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					names[spec.Name.Name] = true
				case *ast.ValueSpec:
					for _, n := range spec.Names {
						names[n.Name] = true
					}
				}
			}
		}
	}
	return names
}

// otherPackage says whether path is another package than own (its external tests
// included in own) whose files of other builds perBuild reads: not one of the standard
// library, whose exported names keep their types on every platform (Go's compatibility
// promise; syscall, which does not, unbox refuses by name), and whose files of other
// builds are mostly other implementations (encoding/json's for GOEXPERIMENT=jsonv2).
func (s *state) otherPackage(path, own string) bool {
	return path != own && path != own+"_test" && s.perBuildPackages()[path]
}

// perBuildPackages are the listed packages outside the standard library with .go files
// (tests aside) this build leaves out, gathered on first use: most runs have none, and
// then perBuild costs a map lookup per identifier.
func (s *state) perBuildPackages() map[string]bool {
	if s.withOtherBuilds == nil {
		s.withOtherBuilds = map[string]bool{}
		for path, l := range s.ignored {
			if l.Standard {
				continue
			}
			for _, file := range l.IgnoredGoFiles {
				if !strings.HasSuffix(file, "_test.go") {
					s.withOtherBuilds[path] = true
					break
				}
			}
		}
	}
	return s.withOtherBuilds
}

// perBuild says why obj, used in the package own, may be another thing in another build:
// a package-level name of another package that a file of that package this build leaves
// out declares again (`limits.MaxDepth`, a uint8 there), a field or method of a type of
// another package declared so (or the method alone), or an object whose type is spelled
// with such a name (`h fd.Handle`, with `type Handle = uintptr` in h_wide.go). "" when
// none of that holds. The package's own files of other builds are read by unbox itself.
func (s *state) perBuild(obj types.Object, own string) string {
	if len(s.perBuildPackages()) == 0 {
		return ""
	}
	switch obj.(type) {
	case *types.PkgName, *types.Builtin, *types.Nil, *types.Label:
		return ""
	}
	if r := s.objectPerBuild(obj, own); r != "" {
		return r
	}
	return s.typePerBuild(obj.Type(), own, 0)
}

// objectPerBuild: the first part of perBuild, for obj itself.
func (s *state) objectPerBuild(obj types.Object, own string) string {
	p := obj.Pkg()
	if p == nil {
		return ""
	}
	// A variable or constant of a package with no files of other builds may still be
	// declared with a name of one that has (`var L = b.Load`).
	if !s.otherPackage(p.Path(), own) {
		if _, ok := obj.(*types.TypeName); !ok && obj.Parent() == p.Scope() && s.dependsOnPerBuild(p.Path(), own) {
			return s.initPerBuild(p, obj.Name(), 0)
		}
		return ""
	}
	if obj.Parent() == p.Scope() {
		if r := s.declaredAgain(p, obj.Name()); r != "" {
			return r
		}
		switch obj.(type) {
		case *types.Var, *types.Const:
			return s.initPerBuild(p, obj.Name(), 0)
		}
		return ""
	}
	owner := ""
	switch o := obj.(type) {
	case *types.Var:
		if name, ok := s.owners[o.Origin()]; ok && strings.HasPrefix(name, p.Path()+".") {
			owner = strings.TrimPrefix(name, p.Path()+".")
		}
	case *types.Func:
		if sig, ok := o.Type().(*types.Signature); ok && sig.Recv() != nil {
			recv := types.Unalias(sig.Recv().Type())
			if ptr, ok := recv.(*types.Pointer); ok {
				recv = types.Unalias(ptr.Elem())
			}
			if named, ok := recv.(*types.Named); ok && named.Obj().Pkg() == p {
				owner = named.Obj().Name()
				if r := s.declaredAgain(p, owner+"."+o.Name()); r != "" {
					return r
				}
			}
		}
	}
	if owner == "" || strings.ContainsAny(owner, ".[") {
		return ""
	}
	return s.declaredAgain(p, owner)
}

// inferredValue is the value a package-level variable or constant without a written
// type is declared with, and the imports of its file, by the names it uses them by.
type inferredValue struct {
	values []ast.Expr
	// imports maps the names imports are given in the file to their paths; unnamed
	// holds the paths imported under the package's own name.
	imports map[string]string
	unnamed map[string]bool
}

// initPerBuild says why p's package-level variable or constant name, declared with no
// type written, may have another type in another build: its value spells a name p
// declares again in a file this build leaves out (`var Cur = Size()`, with Size
// returning a string in c_wide.go), or another such variable or constant (`var V2 =
// V1`), or such a name of another package (`var L = b.Load`). Followed 4 deep.
func (s *state) initPerBuild(p *types.Package, name string, depth int) string {
	if depth > 32 {
		return ""
	}
	// The standard library keeps its exported names' types on every platform.
	if l, ok := s.ignored[p.Path()]; !ok || l.Standard {
		return ""
	}
	key := p.Path() + "." + name
	if r, ok := s.initReasons[key]; ok {
		return r
	}
	s.initReasons[key] = "" // Go rejects a cycle; this only keeps the walk finite.
	value, ok := s.inferredOf(p.Path())[name]
	if !ok {
		return ""
	}
	r := s.valuePerBuild(p, name, value, depth)
	s.initReasons[key] = r
	return r
}

// isStructOrInterface says whether a type expression is a struct or interface literal.
func isStructOrInterface(e ast.Expr) bool {
	switch e.(type) {
	case *ast.StructType, *ast.InterfaceType:
		return true
	}
	return false
}

// dependsOnPerBuild says whether path, a package other than own outside the standard
// library, depends on one whose files of other builds perBuild reads.
func (s *state) dependsOnPerBuild(path, own string) bool {
	if path == own || path == own+"_test" {
		return false
	}
	l, ok := s.ignored[path]
	if !ok || l.Standard {
		return false
	}
	for _, d := range l.Deps {
		if s.perBuildPackages()[d] {
			return true
		}
	}
	return false
}

// importedAs is the package a file of p imports under name, or nil.
func (s *state) importedAs(p *types.Package, value inferredValue, name string) *types.Package {
	path, named := value.imports[name]
	for _, imp := range p.Imports() {
		if imp.Path() == path || (!named && imp.Name() == name && value.unnamed[imp.Path()]) {
			return imp
		}
	}
	// Export data may not list every import: a stand-in with the path and a name.
	if !named {
		for unnamedPath := range value.unnamed {
			l := s.ignored[unnamedPath]
			own := l.Name
			if own == "" {
				own = unnamedPath[strings.LastIndexByte(unnamedPath, '/')+1:]
			}
			if own == name {
				path, named = unnamedPath, true
			}
		}
	}
	if !named {
		return nil
	}
	return types.NewPackage(path, name)
}

// valuePerBuild: initPerBuild for one declaration's value.
func (s *state) valuePerBuild(p *types.Package, name string, value inferredValue, depth int) string {
	reason := ""
	for _, v := range value.values {
		ast.Inspect(v, func(n ast.Node) bool {
			if reason != "" {
				return false
			}
			switch n := n.(type) {
			case *ast.SelectorExpr:
				x, ok := n.X.(*ast.Ident)
				if !ok {
					return true
				}
				imp := s.importedAs(p, value, x.Name)
				if imp == nil || imp.Path() == p.Path() {
					return false
				}
				r := ""
				if s.otherPackage(imp.Path(), p.Path()) {
					r = s.declaredAgain(imp, n.Sel.Name)
				}
				if r == "" {
					r = s.initPerBuild(imp, n.Sel.Name, depth+1)
				}
				if r != "" {
					reason = p.Name() + "." + name + " is declared with " + x.Name + "." + n.Sel.Name + ", and " + r
				}
				return false
			case *ast.Ident:
				if n.Name == name {
					return true
				}
				if r := s.declaredAgain(p, n.Name); r != "" {
					reason = p.Name() + "." + name + " is declared with " + n.Name + ", and " + r
					return false
				}
				reason = s.initPerBuild(p, n.Name, depth+1)
				if reason != "" {
					reason = p.Name() + "." + name + " is declared with " + n.Name + ": " + reason
				}
			}
			return true
		})
		if reason != "" {
			return reason
		}
	}
	return ""
}

// inferredOf reads a package's files of this build once for the package-level
// variables and constants declared without a type (see inferred).
func (s *state) inferredOf(path string) map[string]inferredValue {
	if found, ok := s.inferred[path]; ok {
		return found
	}
	found := map[string]inferredValue{}
	s.inferred[path] = found
	l := s.ignored[path]
	for _, file := range l.GoFiles {
		src, err := os.ReadFile(filepath.Join(l.Dir, file))
		if err != nil {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, src, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		imports, unnamed := map[string]string{}, map[string]bool{}
		for _, spec := range f.Imports {
			importPath := strings.Trim(spec.Path.Value, "`\"")
			if spec.Name != nil {
				imports[spec.Name.Name] = importPath
			} else {
				unnamed[importPath] = true
			}
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if ok && g.Tok == token.TYPE {
				// A type written with another (`type T1 R`, `[]R`): what it is depends
				// on R. A struct or interface is itself whatever its fields are: its
				// values format and encode as that build's fields do.
				for _, spec := range g.Specs {
					if ts, ok := spec.(*ast.TypeSpec); ok && !isStructOrInterface(ts.Type) {
						found[ts.Name.Name] = inferredValue{values: []ast.Expr{ts.Type}, imports: imports, unnamed: unnamed}
					}
				}
				continue
			}
			if !ok || (g.Tok != token.VAR && g.Tok != token.CONST) {
				continue
			}
			var last []ast.Expr // A constant without a value repeats the one above.
			for _, spec := range g.Specs {
				vs, ok := spec.(*ast.ValueSpec)
				if !ok {
					continue
				}
				if len(vs.Values) > 0 || vs.Type != nil {
					last = vs.Values
					if vs.Type != nil {
						last = nil
					}
				}
				if vs.Type != nil || len(last) == 0 {
					continue
				}
				for _, n := range vs.Names {
					found[n.Name] = inferredValue{values: last, imports: imports, unnamed: unnamed}
				}
			}
		}
	}
	return found
}

// declaredAgain is declaredElsewhere worded for a plan: which file declares what again.
func (s *state) declaredAgain(p *types.Package, name string) string {
	if file := s.declaredElsewhere(p, name); file != "" {
		return file + ", a file of " + p.Path() + " this build leaves out (a build constraint), declares " + p.Name() + "." + name + " again"
	}
	return ""
}

// typePerBuild: the second part of perBuild, for a type: an alias or named type of
// another package declared again elsewhere, in it or in what it is made of (what a
// pointer points to, elements, a function's results).
func (s *state) typePerBuild(t types.Type, own string, depth int) string {
	if t == nil || depth > 8 {
		return ""
	}
	if r, ok := s.perBuildTypes[t]; ok {
		return r
	}
	r := ""
	switch t := t.(type) {
	case *types.Alias:
		r = s.typeNamePerBuild(t.Obj(), own)
		if r == "" {
			r = s.typePerBuild(t.Rhs(), own, depth+1)
		}
	case *types.Named:
		r = s.typeNamePerBuild(t.Obj(), own)
		if over, ok := s.definedOver[t.Obj()]; ok && r == "" {
			r = s.typePerBuild(over, own, depth+1)
		}
	case *types.Pointer:
		r = s.typePerBuild(t.Elem(), own, depth+1)
	case *types.Slice:
		r = s.typePerBuild(t.Elem(), own, depth+1)
	case *types.Array:
		r = s.typePerBuild(t.Elem(), own, depth+1)
	case *types.Chan:
		r = s.typePerBuild(t.Elem(), own, depth+1)
	case *types.Map:
		r = s.typePerBuild(t.Key(), own, depth+1)
		if r == "" {
			r = s.typePerBuild(t.Elem(), own, depth+1)
		}
	case *types.Signature:
		r = s.typePerBuild(t.Results(), own, depth+1)
	case *types.Tuple:
		for i := 0; i < t.Len() && r == ""; i++ {
			r = s.typePerBuild(t.At(i).Type(), own, depth+1)
		}
	}
	s.perBuildTypes[t] = r
	return r
}

// learnDefinitions records what each type the files define is written with (see
// definedOver). Only when some listed package has files of other builds to read.
func (s *state) learnDefinitions(files []*ast.File, info *types.Info) {
	if info == nil || len(s.perBuildPackages()) == 0 {
		return
	}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, spec := range g.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok || ts.Assign.IsValid() {
					continue // An alias is followed through its Rhs.
				}
				tn, ok := info.Defs[ts.Name].(*types.TypeName)
				if !ok {
					continue
				}
				if over := info.TypeOf(ts.Type); over != nil {
					s.definedOver[tn] = over
				}
			}
		}
	}
}

// typeNamePerBuild: a type name of another package declared again elsewhere, or
// written with such a name (`type T1 R`, R declared again).
func (s *state) typeNamePerBuild(tn *types.TypeName, own string) string {
	p := tn.Pkg()
	if p == nil || !s.otherPackage(p.Path(), own) || tn.Parent() != p.Scope() {
		return ""
	}
	if r := s.declaredAgain(p, tn.Name()); r != "" {
		return r
	}
	return s.initPerBuild(p, tn.Name(), 0)
}

// promotedElsewhere says why a method selected through an embedded field (`l.Encode`,
// Encode promoted from *json.Encoder) may be another method in another build: a file it
// leaves out declares the method on the selecting type itself, which then wins. The
// package's own files are read here too, unbox reading only what the type checker saw.
func (s *state) promotedElsewhere(info *types.Info, sel *ast.SelectorExpr) string {
	selection, ok := info.Selections[sel]
	if !ok || selection.Kind() != types.MethodVal || len(selection.Index()) < 2 {
		return ""
	}
	recv := types.Unalias(selection.Recv())
	if ptr, ok := recv.(*types.Pointer); ok {
		recv = types.Unalias(ptr.Elem())
	}
	named, ok := recv.(*types.Named)
	if !ok || named.Obj().Pkg() == nil || s.ignored[named.Obj().Pkg().Path()].Standard {
		return ""
	}
	return s.declaredAgain(named.Obj().Pkg(), named.Obj().Name()+"."+sel.Sel.Name)
}

// startCache answers n.Pos() for the expressions of one file without go/ast's recursion:
// the start of `a + b + …`, `x.f().g()…` or `a[i][j]…` is its leftmost operand's, which
// ast finds by descending the whole chain on every call, so giving each expression of a
// chain of n its row cost n² (a constant sum of 50,000 strings: 4 s of the facts
// program's 4.2). Each chain is descended once and its start remembered for every link.
type startCache map[ast.Node]token.Pos

func (c startCache) of(n ast.Node) token.Pos {
	var chain []ast.Node
	for {
		if p, ok := c[n]; ok {
			c.remember(chain, p)
			return p
		}
		next := leftmost(n)
		if next == nil {
			p := n.Pos()
			c.remember(chain, p)
			return p
		}
		chain = append(chain, n)
		n = next
	}
}

func (c startCache) remember(chain []ast.Node, p token.Pos) {
	for _, n := range chain {
		c[n] = p
	}
}

// leftmost is the part of n that starts where n starts, for the expressions whose Pos
// go/ast computes from a part; nil for the others.
func leftmost(n ast.Node) ast.Node {
	switch n := n.(type) {
	case *ast.BinaryExpr:
		return n.X
	case *ast.SelectorExpr:
		return n.X
	case *ast.CallExpr:
		return n.Fun
	case *ast.IndexExpr:
		return n.X
	case *ast.IndexListExpr:
		return n.X
	case *ast.SliceExpr:
		return n.X
	case *ast.TypeAssertExpr:
		return n.X
	case *ast.KeyValueExpr:
		return n.Key
	case *ast.CompositeLit:
		if n.Type != nil {
			return n.Type
		}
	}
	return nil
}

// maxTypeNesting is how deep inside other type expressions a type expression still gets
// its row. Each row spells its whole type, so a type nested n deep (`[][]…[]T`, which
// Go accepts at any depth) would print n spellings of up to n parts each: 10,000 levels
// were 100 MB of text and a gigabyte of memory. Real types nest a few levels
// (`map[string][]*T` is four); a type expression deeper than this has no row, and unbox
// judges what it cannot see as it judges anything without facts.
const maxTypeNesting = 16

func mode(tv types.TypeAndValue) string {
	switch {
	case tv.IsType():
		return "type"
	case tv.IsBuiltin():
		return "builtin"
	case tv.Value != nil:
		// An integer under 100 is one strconv formats from its table of small
		// numbers without allocating; the pass tells those from other constants.
		if tv.Value.Kind() == constant.Int {
			if v, exact := constant.Int64Val(tv.Value); exact && v >= 0 && v < 100 {
				return "const:" + strconv.FormatInt(v, 10)
			}
		}
		return "const"
	case tv.IsNil():
		return "nil"
	case tv.IsVoid():
		return "novalue"
	}
	return "value"
}

func (s *state) ident(fset *token.FileSet, tf *token.File, n *ast.Ident, obj types.Object, index map[string]int) [7]int {
	row := [7]int{tf.Offset(n.Pos()), 0, -1, -1, -1, -1, -1}
	var k string
	switch o := obj.(type) {
	case *types.Var:
		k = "var"
		if o.IsField() {
			k = "field"
			if owner, ok := s.owners[o.Origin()]; ok {
				row[3] = s.str(owner)
			}
		}
	case *types.Func:
		k = "func"
		if sig, ok := o.Type().(*types.Signature); ok && sig.Recv() != nil {
			k = "method"
			// A receiver may be spelled with an alias of the type (`func (c *Conf) M()`).
			recv := types.Unalias(sig.Recv().Type())
			if p, ok := recv.(*types.Pointer); ok {
				recv = types.Unalias(p.Elem())
			}
			if named, ok := recv.(*types.Named); ok {
				row[3] = s.str(qualified(named.Origin().Obj()))
			}
		}
	case *types.TypeName:
		k = "type"
	case *types.Const:
		k = "const"
	case *types.PkgName:
		k = "pkg"
		row[4] = s.str(o.Imported().Path())
	case *types.Builtin:
		k = "builtin"
	case *types.Nil:
		k = "nil"
	case *types.Label:
		k = "label"
	default:
		k = "other"
	}
	row[1] = s.str(k)
	if _, isPkg := obj.(*types.PkgName); !isPkg {
		row[2] = s.typ(obj.Type())
		if obj.Pkg() != nil {
			row[4] = s.str(obj.Pkg().Path())
		}
	}
	if obj.Pos().IsValid() {
		if df := fset.File(obj.Pos()); df != nil {
			if i, ok := index[df.Name()]; ok {
				row[5] = i
				row[6] = df.Offset(obj.Pos())
			}
		}
	}
	return row
}

// The census: every expression of a package (its tests included, and bodies unbox did
// not parse) whose type is one of the asked types, points to one, or holds one, with
// the role the expression plays where it stands. unbox's passes prove a rewrite safe by
// explaining every use; one they cannot explain refuses it (deny by default). Listing
// what the type checker sees, rather than what spells a name, is what finds the use
// written as `fmt.Println(lookup())`.
//
// A use is direct when the expression's type is the subject or a pointer to it; every
// role is listed for those but field selection and method calls, which no pass needs to
// judge (a method's receiver is judged inside the method, where its uses are listed
// with useReceiver set). An indirect use (a slice, map, array, channel or struct holding
// the subject, at any depth through the package's own types) is listed only where the
// value's layout can be observed: converted to an interface, handed to a type
// parameter, converted to another type, or passed to a builtin.

// Use flags.
const (
	// useReceiver: the expression is the pointer receiver of the method it is in.
	useReceiver = 1 << iota
	// useLocal: the expression is a function's own variable.
	useLocal
	// useIndirect: the type holds the subject rather than being it or pointing to it.
	useIndirect
	// useBesideNil: the expression is an argument converted to an interface in a call
	// with the untyped nil among its other arguments (`reflect.DeepEqual(o, nil)`).
	useBesideNil
	// useBesideOtherType: the expression is one of the two values reflect.DeepEqual (or
	// testify's Equal, NotEqual, Equalf, NotEqualf) compares, and the other has another
	// static type (`reflect.DeepEqual(clientOpt, serverOpt)`, an `any` or an `error`).
	useBesideOtherType
)

type censusOf struct {
	s        *state
	info     *types.Info // of the file being listed
	path     string
	subjects map[string]int
	memo     map[types.Type][]mention
	// derived holds the named types declared over a subject (`type CallOption
	// encoding.CallOption`, yarpc's own name for the family): their values have the
	// subject's layout, so they are the subject for the census.
	derived map[*types.TypeName]int
	// listed is the other package whose files a foreign census lists: its own types
	// holding a subject (`type Tagged struct{ zlog.Option }`) hold it for the census.
	listed string
	// dependents are the module's packages that depend on the subjects' package: their
	// own types may hold a subject too.
	dependents map[string]bool
	// inForeign: the file listed is another package's, whose type expressions naming a
	// subject are listed too (the subjects' own are judged by unbox from their text).
	inForeign bool
}

type mention struct {
	subject int
	direct  bool
	// viaFunc: the type holds the subject only in a function signature (`func(string)
	// Option`): the value shows it to reflection alone (reflect.TypeOf(f).Out(0)).
	viaFunc bool
}

func newCensus(s *state, path string, subjects []string) *censusOf {
	c := &censusOf{s: s, path: path, subjects: map[string]int{}, memo: map[types.Type][]mention{}, derived: map[*types.TypeName]int{}}
	for i, name := range subjects {
		c.subjects[path+"."+name] = i
	}
	return c
}

// mentions says which subjects a type is, points to, or holds.
func (c *censusOf) mentions(t types.Type) []mention {
	if m, ok := c.memo[t]; ok {
		return m
	}
	c.memo[t] = nil // A recursive type holds what its parts hold; cut the cycle here.
	found := map[int]bool{}
	direct := map[int]bool{}
	if i, ok := c.subject(t); ok {
		direct[i] = true
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		if i, ok := c.subject(p.Elem()); ok {
			direct[i] = true
		}
	}
	c.walk(t, found, map[types.Type]bool{}, 0)
	// A function value of an unnamed signature naming a subject (`WithPort`, of type
	// func(int) Option, handed to a registry as `any`): reflection reads the signature.
	// Named function types (an option's func adapter) and functions held in structs are
	// left out: they show the subject to nothing but a reader of their field types.
	funcs := map[int]bool{}
	if sig, ok := types.Unalias(t).(*types.Signature); ok {
		for _, tuple := range []*types.Tuple{sig.Params(), sig.Results()} {
			for i := 0; i < tuple.Len(); i++ {
				c.walk(tuple.At(i).Type(), funcs, map[types.Type]bool{}, 1)
			}
		}
	}
	for i := range funcs {
		if !found[i] {
			found[i] = true
		} else {
			delete(funcs, i)
		}
	}
	var out []mention
	for i := range found {
		out = append(out, mention{subject: i, direct: direct[i], viaFunc: funcs[i]})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].subject < out[b].subject })
	c.memo[t] = out
	return out
}

func (c *censusOf) subject(t types.Type) (int, bool) {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return 0, false
	}
	if i, ok := c.subjects[qualified(named.Origin().Obj())]; ok {
		return i, true
	}
	i, ok := c.derived[named.Origin().Obj()]
	return i, ok
}

// learnDerived records the package's named types declared over a subject, before its
// files are walked (a file may use a type another file declares).
func (c *censusOf) learnDerived(files []*ast.File, info *types.Info) {
	if info == nil {
		return
	}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok || ts.Assign.IsValid() {
					continue
				}
				tn, ok := info.Defs[ts.Name].(*types.TypeName)
				tv, known := info.Types[ts.Type]
				if !ok || !known {
					continue
				}
				if i, ok := c.subject(tv.Type); ok {
					c.derived[tn] = i
					c.memo = map[types.Type][]mention{}
				}
			}
		}
	}
}

// sameSubject: whether two types are the same subject (a subject and a type declared
// over it), between which a conversion keeps the layout.
func (c *censusOf) sameSubject(a, b types.Type) bool {
	for _, x := range c.mentions(a) {
		for _, y := range c.mentions(b) {
			if x.direct && y.direct && x.subject == y.subject {
				return true
			}
		}
	}
	return false
}

// walk collects the subjects a type holds: through pointers, slices, arrays, maps,
// channels and struct fields, and through named types of the subjects' own package
// (which are the only ones that can hold its unexported types, but for type arguments).
// Not through functions or interfaces, whose values hold no subject's layout.
func (c *censusOf) walk(t types.Type, found map[int]bool, seen map[types.Type]bool, depth int) {
	if depth > 32 || seen[t] {
		return
	}
	seen[t] = true
	t = types.Unalias(t)
	if i, ok := c.subject(t); ok {
		found[i] = true
	}
	switch u := t.(type) {
	case *types.Named:
		if args := u.TypeArgs(); args != nil {
			for i := 0; i < args.Len(); i++ {
				c.walk(args.At(i), found, seen, depth+1)
			}
		}
		if obj := u.Obj(); obj.Pkg() != nil && c.walksInto(obj.Pkg().Path()) {
			c.walk(u.Underlying(), found, seen, depth+1)
		}
	case *types.Pointer:
		c.walk(u.Elem(), found, seen, depth+1)
	case *types.Slice:
		c.walk(u.Elem(), found, seen, depth+1)
	case *types.Array:
		c.walk(u.Elem(), found, seen, depth+1)
	case *types.Map:
		c.walk(u.Key(), found, seen, depth+1)
		c.walk(u.Elem(), found, seen, depth+1)
	case *types.Chan:
		c.walk(u.Elem(), found, seen, depth+1)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			c.walk(u.Field(i).Type(), found, seen, depth+1)
		}
	}
}

// walksInto says whether the census looks inside the named types of a package: the
// subjects' own (with its external tests') and, for a foreign census, the package listed
// (with its external tests'), and the module's other packages that depend on the
// subjects' (a third package may hold a subject in their types). Other packages' types
// cannot hold a subject, but through type arguments, which are walked.
func (c *censusOf) walksInto(path string) bool {
	own := func(p string) bool { return path == p || path == p+"_test" }
	return own(c.path) || (c.listed != "" && own(c.listed)) || c.dependents[path]
}

// file lists the uses in one file.
func (c *censusOf) file(fset *token.FileSet, info *types.Info, f *ast.File) useRows {
	rows := useRows{}
	if info == nil {
		return rows
	}
	tf := fset.File(f.Pos())
	c.info = info
	var stack []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		if e, ok := n.(ast.Expr); ok {
			c.expr(tf, info, e, stack, &rows)
			if c.inForeign {
				c.typeUse(tf, info, e, stack, &rows)
				c.recovers(tf, info, e, &rows)
			}
		}
		stack = append(stack, n)
		return true
	})
	return rows
}

// recovers lists a call of the builtin recover in another package of the module, once
// for each subject: a panic in the subjects' code (a nil record read) may be recovered
// there, where code that reads zero values instead would go on.
func (c *censusOf) recovers(tf *token.File, info *types.Info, e ast.Expr, rows *useRows) {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return
	}
	if _, builtin := info.Uses[id].(*types.Builtin); !builtin || id.Name != "recover" {
		return
	}
	for _, subject := range c.subjects {
		c.add(tf, e, subject, "recover", "", 0, nil, rows)
	}
}

// typeUse lists a subject named as a type where no value stands: embedded in an
// interface (`interface{ pkg.Option; Name() string }`), as a type parameter's constraint
// (`[O pkg.Option]`) or as a type argument (`Box[pkg.Option]`). Such an interface becomes
// a constraint-only one once the subject is a struct, a constrained value no longer
// converts to it, and an instance prints, compares and satisfies constraints as the
// struct would.
func (c *censusOf) typeUse(tf *token.File, info *types.Info, e ast.Expr, stack []ast.Node, rows *useRows) {
	tv, ok := info.Types[e]
	if !ok || !tv.IsType() {
		return
	}
	// `map[pkg.Option]bool`, `map[Key]int` with Key holding one by value: the map's
	// type needs == on its keys whether or not the map is ever indexed, so the key type
	// counts as a map key use.
	if mt, ok := e.(*ast.MapType); ok {
		if kt, ok := info.Types[mt.Key]; ok && kt.Type != nil {
			for _, m := range c.mentions(kt.Type) {
				if m.direct {
					c.add(tf, mt.Key, m.subject, "map_key", "", 0, nil, rows)
				} else if !m.viaFunc && c.comparesInside(kt.Type, m.subject, 0) {
					c.add(tf, mt.Key, m.subject, "map_key", "", useIndirect, nil, rows)
				}
			}
		}
		return
	}
	if len(stack) >= 1 && typeArgument(e, stack[len(stack)-1]) {
		// Held or not (`Box[[]pkg.Option]`): the generic code may print or compare what
		// it reaches.
		for _, m := range c.mentions(tv.Type) {
			c.add(tf, e, m.subject, "type_use", "a type argument", 0, nil, rows)
		}
		return
	}
	if len(stack) < 3 {
		return
	}
	field, ok := stack[len(stack)-1].(*ast.Field)
	if !ok || field.Type != e {
		return
	}
	list, ok := stack[len(stack)-2].(*ast.FieldList)
	if !ok {
		return
	}
	detail := ""
	switch owner := stack[len(stack)-3].(type) {
	case *ast.InterfaceType:
		if len(field.Names) == 0 && owner.Methods == list {
			detail = "embedded in an interface"
		}
	case *ast.FuncType:
		if owner.TypeParams == list {
			detail = "a type parameter's constraint"
		}
	case *ast.TypeSpec:
		if owner.TypeParams == list {
			detail = "a type parameter's constraint"
		}
	}
	if detail == "" {
		return
	}
	for _, m := range c.mentions(tv.Type) {
		if m.direct {
			c.add(tf, e, m.subject, "type_use", detail, 0, nil, rows)
		}
	}
}

// typeArgument says whether the type e is written as a type argument of parent, an
// instantiation (`Box[T]`, `Pair[K, V]`, `Zero[T]`): an index holding a type is one.
func typeArgument(e ast.Expr, parent ast.Node) bool {
	switch p := parent.(type) {
	case *ast.IndexExpr:
		return p.Index == e
	case *ast.IndexListExpr:
		return slices.Contains(p.Indices, e)
	}
	return false
}

// expr lists one expression's uses, if its type mentions a subject.
func (c *censusOf) expr(tf *token.File, info *types.Info, e ast.Expr, stack []ast.Node, rows *useRows) {
	if _, paren := e.(*ast.ParenExpr); paren {
		return // Judged as the expression inside, where it stands.
	}
	tv, ok := info.Types[e]
	if ok && tv.IsNil() {
		c.nilUse(tf, info, e, stack, rows)
		return
	}
	if !ok || !tv.IsValue() || tv.Type == nil {
		if sel, ok := e.(*ast.SelectorExpr); ok {
			c.methodExpr(tf, info, sel, rows)
		}
		return
	}
	ty := tv.Type
	// `m[k]`, `<-ch` and `x.(T)` giving two values (`v, ok = m[k]`): go/types records
	// the pair; the value the census follows is the first.
	if pair, ok := ty.(*types.Tuple); ok && pair.Len() == 2 && commaOk(e) {
		ty = pair.At(0).Type()
	}
	if tuple, ok := ty.(*types.Tuple); ok {
		c.tupleUses(tf, info, e, tuple, stack, rows)
		return
	}
	mentioned := c.mentions(ty)
	if len(mentioned) == 0 {
		c.unnamedInto(tf, info, e, ty, stack, rows)
		return
	}
	role, detail, target := c.role(info, e, ty, stack)
	if role == "convert" {
		target = nil // the type converted to is the detail; a target names interfaces
	}
	flags := c.identFlags(info, e, stack)
	if role == "iface" && besideNil(info, e, stack) {
		flags |= useBesideNil
	}
	if role == "iface" && comparedWithOtherType(info, e, stack) {
		flags |= useBesideOtherType
	}
	captured := c.captured(info, e, stack)
	for _, m := range mentioned {
		f := flags
		if m.viaFunc {
			// A function value passed as `any` (`fx.Provide(NewClient)`, reflect.TypeOf):
			// reflection reads its signature; called, converted or passed to generic
			// code it shows nothing of the subject's layout.
			if role != "iface" {
				continue
			}
			f |= useIndirect
		} else if !m.direct {
			if (role == "call" || role == "method_value") && c.receiverCopies(info, e, stack, m.subject) {
				c.add(tf, e, m.subject, "receiver_copy", detail, f|useIndirect, nil, rows)
				continue
			}
			if !observesLayout(role, detail) && !(role == "range" && c.rangeCopies(e, stack)) && !(comparing(role, detail) && c.comparesInside(ty, m.subject, 0)) && !c.copiesHeld(role, detail, ty, m.subject) {
				continue
			}
			f |= useIndirect
		} else if role == "select" || role == "call" {
			if captured {
				c.add(tf, e, m.subject, "capture", "", f, nil, rows)
			}
			continue
		}
		c.add(tf, e, m.subject, role, detail, f, target, rows)
		if captured && m.direct {
			c.add(tf, e, m.subject, "capture", "", f, nil, rows)
		}
	}
	// A value made from an unsafe.Pointer has a layout someone else decided; one
	// converted from a type that does not name the subject (`guild(r)` for a row of the
	// same fields, `game.GuildInfo(r)` through an exported alias) has the layout of that
	// other type, which a rewrite of the subject stops matching.
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if fun, ok := info.Types[call.Fun]; ok && fun.IsType() {
			arg, ok := info.Types[call.Args[0]]
			if ok && isUnsafePointer(arg.Type) {
				for _, m := range mentioned {
					c.add(tf, e, m.subject, "from_unsafe", "", flags, nil, rows)
				}
			} else if ok && arg.Type != nil && !arg.IsNil() && !isUntyped(arg.Type) && !isInterface(ty) {
				named := map[int]bool{}
				for _, m := range c.mentions(arg.Type) {
					named[m.subject] = true
				}
				for _, m := range mentioned {
					if named[m.subject] {
						continue // the argument's own use says what the conversion does
					}
					f := flags
					if !m.direct {
						f |= useIndirect
					}
					c.add(tf, e, m.subject, "convert_from", types.TypeString(arg.Type, nil), f, nil, rows)
				}
			}
		}
	}
}

// unnamedInto lists a value of an unnamed struct type given where a subject is
// expected (`var s stats = struct{wins, losses int}{3, 1}`, an argument, an element,
// `append(xs, struct{…}{})`): Go converts it only while the two share one struct,
// which a rewrite of the subject changes.
func (c *censusOf) unnamedInto(tf *token.File, info *types.Info, e ast.Expr, ty types.Type, stack []ast.Node, rows *useRows) {
	if _, ok := types.Unalias(ty).(*types.Struct); !ok {
		return
	}
	role, detail, dest := c.role(info, e, ty, stack)
	if role != "convert" || dest == nil {
		return
	}
	for _, m := range c.mentions(dest) {
		if m.direct {
			c.add(tf, e, m.subject, "convert", detail, 0, nil, rows)
		}
	}
}

// tupleUses lists the values of a call giving several that become interface values
// where they go: `fmt.Println(ParseRetries("5"))`, `Must(ParseTimeout(s))` into a type
// parameter, `return ParseRetries(s)` from a func returning (any, error), `x, _ =
// ParseRetries(s)` with x an interface. Each value goes to its own destination, as the
// lone value of a call giving one does.
func (c *censusOf) tupleUses(tf *token.File, info *types.Info, e ast.Expr, tuple *types.Tuple, stack []ast.Node, rows *useRows) {
	parent, child, at := parentOf(e, stack)
	for j := 0; j < tuple.Len(); j++ {
		elem := tuple.At(j).Type()
		mentioned := c.mentions(elem)
		if len(mentioned) == 0 {
			continue
		}
		var dest types.Type
		role, detail, how := "", "", ""
		switch p := parent.(type) {
		case *ast.CallExpr:
			if len(p.Args) == 1 && p.Args[0] == child {
				var target types.Type
				role, detail, target = c.argRole(info, p, j, elem)
				if role == "iface" {
					dest, how = target, detail
				}
			}
		case *ast.ReturnStmt:
			if len(p.Results) == 1 && p.Results[0] == child {
				var name string
				dest, name = c.result(info, stack[:at], tuple.Len(), j)
				role, how = "return", "a return from "+name
			}
		case *ast.AssignStmt:
			if len(p.Rhs) == 1 && p.Rhs[0] == child && len(p.Lhs) == tuple.Len() {
				dest, _ = c.destination(info, p.Lhs[j], p.Tok == token.DEFINE)
				role, how = "assign", "an assignment"
			}
		case *ast.ValueSpec:
			if len(p.Values) == 1 && p.Values[0] == child && len(p.Names) == tuple.Len() {
				dest, _ = c.destination(info, p.Names[j], true)
				role, how = "assign", "an assignment"
			}
		}
		if dest != nil && isInterface(dest) && !types.Identical(dest, elem) {
			role, detail = "iface", how
		}
		if !observesLayout(role, detail) {
			continue
		}
		for _, m := range mentioned {
			flags := 0
			if !m.direct {
				flags |= useIndirect
			}
			target := dest
			if role != "iface" {
				target = nil
			}
			c.add(tf, e, m.subject, role, detail, flags, target, rows)
		}
	}
}

func (c *censusOf) add(tf *token.File, e ast.Expr, subject int, role, detail string, flags int, target types.Type, rows *useRows) {
	d := -1
	if detail != "" {
		d = c.s.str(detail)
	}
	ty := -1
	if tv, ok := c.info.Types[e]; ok {
		ty = c.s.typ(tv.Type)
	}
	*rows = append(*rows, [8]int{tf.Offset(e.Pos()), tf.Offset(e.End()), subject, c.s.str(role), d, flags, c.s.typ(target), ty})
}

// rangeCopies: whether the range statement the expression is ranged over in binds a
// value variable, which copies each element (a pass judges whether the element is a
// subject by value, whose copy would stop sharing what it points to). Over a channel the
// key is the value received.
func (c *censusOf) rangeCopies(e ast.Expr, stack []ast.Node) bool {
	parent, _, _ := parentOf(e, stack)
	r, ok := parent.(*ast.RangeStmt)
	if !ok {
		return false
	}
	v := r.Value
	if tv, ok := c.info.Types[r.X]; ok && tv.Type != nil {
		if _, ch := tv.Type.Underlying().(*types.Chan); ch {
			v = r.Key
		}
	}
	if v == nil {
		return false
	}
	id, ok := v.(*ast.Ident)
	return !ok || id.Name != "_"
}

// nilUse lists a nil that becomes a subject interface value: passed, assigned, returned,
// sent, stored in a literal (at any depth, in any package) or a case of a switch on
// one. go/types records such a nil as untyped, so the place it goes decides; a pass
// rewriting the interface into a struct must know every one (a struct has no nil).
func (c *censusOf) nilUse(tf *token.File, info *types.Info, e ast.Expr, stack []ast.Node, rows *useRows) {
	var target types.Type
	how := ""
	if parent, _, at := parentOf(e, stack); parent != nil {
		if _, ok := parent.(*ast.CaseClause); ok {
			for i := at - 1; i >= 0; i-- {
				if sw, ok := stack[i].(*ast.SwitchStmt); ok {
					if tv, ok := info.Types[sw.Tag]; ok && sw.Tag != nil && isInterface(tv.Type) {
						target, how = tv.Type, "a case of a switch on one"
					}
					break
				}
			}
		} else if role, detail, dest := c.role(info, e, types.Typ[types.UntypedNil], stack); role == "iface" {
			target, how = dest, detail
		}
	}
	if target == nil {
		return
	}
	for _, m := range c.mentions(target) {
		if m.direct {
			c.add(tf, e, m.subject, "nil", how, 0, target, rows)
		}
	}
}

// comparing: the roles in which == runs on the value (a comparison other than with nil,
// a switch, a map key).
func comparing(role, detail string) bool {
	switch role {
	case "compare":
		return detail != "nil"
	case "switch", "map_key", "index_key":
		return true
	}
	return false
}

// comparesInside: whether == on a value of type t compares a subject value it holds, in
// a struct field or an array element at any depth (`holder{a} == holder{b}`,
// `[1]Option{a} == …`); through a pointer, slice, map or channel it does not.
func (c *censusOf) comparesInside(t types.Type, subject int, depth int) bool {
	if depth > 32 {
		return false
	}
	if i, ok := c.subject(t); ok && depth > 0 {
		return i == subject
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if c.comparesInside(u.Field(i).Type(), subject, depth+1) {
				return true
			}
		}
	case *types.Array:
		return c.comparesInside(u.Elem(), subject, depth+1)
	}
	return false
}

// copiesHeld: whether the expression, of type t, copies a subject value it holds by
// value (in a struct field or an array element, at any depth) where it stands: assigned,
// passed, returned, stored in a literal or sent (`p.standby = p.active` of a struct
// holding a container), or, for a slice or array of such values, handed to copy or
// append, which copy the elements. A pass whose rewrite gives the subject a value's
// identity (records stored inline stop being shared by copies) must see each copy.
func (c *censusOf) copiesHeld(role, detail string, t types.Type, subject int) bool {
	switch role {
	case "assign", "return", "element", "send", "arg":
		return c.comparesInside(t, subject, 0)
	case "builtin":
		if detail != "copy" && detail != "append" {
			return false
		}
		var elem types.Type
		switch u := t.Underlying().(type) {
		case *types.Slice:
			elem = u.Elem()
		case *types.Array:
			elem = u.Elem()
		default:
			return false
		}
		if i, ok := c.subject(elem); ok {
			return i == subject
		}
		return c.comparesInside(elem, subject, 0)
	}
	return false
}

// receiverCopies: whether e is the receiver of a method whose receiver is a value
// (`l.ScoreHost()` or `l.ScoreHost` with `func (l Lobby) ScoreHost()`, l a Lobby or a
// *Lobby), a value that holds the subject by value: the call copies it, as passing it
// would. The receiver's declared type is what is copied (for a promoted method, the
// embedded field's).
func (c *censusOf) receiverCopies(info *types.Info, e ast.Expr, stack []ast.Node, subject int) bool {
	parent, child, _ := parentOf(e, stack)
	sel, ok := parent.(*ast.SelectorExpr)
	if !ok || sel.X != child {
		return false
	}
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.MethodVal {
		return false
	}
	sig, ok := s.Obj().Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	recv := sig.Recv().Type()
	if _, ptr := recv.Underlying().(*types.Pointer); ptr || isInterface(recv) {
		return false
	}
	return c.comparesInside(recv, subject, 0)
}

// observesLayout: the roles in which a value holding a subject can show its layout.
func observesLayout(role, detail string) bool {
	switch role {
	case "iface", "generic_arg", "convert", "convert_from", "from_unsafe":
		return true
	case "builtin":
		return strings.HasPrefix(detail, "unsafe.")
	}
	return false
}

// typedNil says whether e is the nil pointer spelled with its type, `(*R)(nil)`: compared
// with a pointer (not an interface, where it is a non-nil value) it says what nil says.
func typedNil(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	fun, ok := info.Types[call.Fun]
	if !ok || !fun.IsType() {
		return false
	}
	if _, ok := fun.Type.Underlying().(*types.Pointer); !ok {
		return false
	}
	arg, ok := info.Types[call.Args[0]]
	return ok && arg.IsNil()
}

func isUntyped(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Info()&types.IsUntyped != 0
}

func isUnsafePointer(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.UnsafePointer
}

// methodExpr lists `T.m` and `(*T).m`, method expressions of a subject.
func (c *censusOf) methodExpr(tf *token.File, info *types.Info, sel *ast.SelectorExpr, rows *useRows) {
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.MethodExpr {
		return
	}
	for _, m := range c.mentions(s.Recv()) {
		if m.direct {
			c.add(tf, sel, m.subject, "method_expr", sel.Sel.Name, 0, nil, rows)
		}
	}
}

// identFlags: whether an identifier is the enclosing method's receiver, or a local.
func (c *censusOf) identFlags(info *types.Info, e ast.Expr, stack []ast.Node) int {
	id, ok := e.(*ast.Ident)
	if !ok {
		return 0
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return 0
	}
	flags := 0
	if v.Parent() != nil && v.Pkg() != nil && v.Parent() != v.Pkg().Scope() {
		flags |= useLocal
	}
	for i := len(stack) - 1; i >= 0; i-- {
		if fd, ok := stack[i].(*ast.FuncDecl); ok {
			// Only a pointer receiver shares the value it was called on.
			if fd.Recv != nil && len(fd.Recv.List) == 1 && len(fd.Recv.List[0].Names) == 1 && info.Defs[fd.Recv.List[0].Names[0]] == v {
				if _, ok := v.Type().Underlying().(*types.Pointer); ok {
					flags |= useReceiver
				}
			}
			break
		}
	}
	return flags
}

// besideNil: e is an argument of a call with the untyped nil among its other arguments.
func besideNil(info *types.Info, e ast.Expr, stack []ast.Node) bool {
	parent, child, _ := parentOf(e, stack)
	call, ok := parent.(*ast.CallExpr)
	if !ok {
		return false
	}
	for _, arg := range call.Args {
		if arg == child {
			continue
		}
		if tv, ok := info.Types[ast.Unparen(arg)]; ok && tv.IsNil() {
			return true
		}
	}
	return false
}

// comparedWithOtherType: e is one of the two values a deep-equality call compares
// (reflect.DeepEqual's arguments; testify's Equal, NotEqual, Equalf and NotEqualf after
// their t), and the other one's static type is not e's.
func comparedWithOtherType(info *types.Info, e ast.Expr, stack []ast.Node) bool {
	parent, child, _ := parentOf(e, stack)
	call, ok := parent.(*ast.CallExpr)
	if !ok {
		return false
	}
	first := 0
	switch name := calleeName(info, call.Fun); {
	case name == "reflect.DeepEqual":
	case strings.HasPrefix(name, "github.com/stretchr/testify/assert.") || strings.HasPrefix(name, "github.com/stretchr/testify/require."):
		switch name[strings.LastIndex(name, ".")+1:] {
		case "Equal", "NotEqual", "Equalf", "NotEqualf":
			first = 1
		default:
			return false
		}
	default:
		return false
	}
	if len(call.Args) < first+2 {
		return false
	}
	pair := call.Args[first : first+2]
	var other ast.Expr
	switch child {
	case pair[0]:
		other = pair[1]
	case pair[1]:
		other = pair[0]
	default:
		return false
	}
	mine, ok1 := info.Types[ast.Unparen(child.(ast.Expr))]
	theirs, ok2 := info.Types[ast.Unparen(other)]
	return !ok1 || !ok2 || !types.Identical(mine.Type, theirs.Type)
}

// captured: an identifier naming a local variable declared outside the function literal
// it is used in, which the closure shares.
func (c *censusOf) captured(info *types.Info, e ast.Expr, stack []ast.Node) bool {
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	for i := len(stack) - 1; i >= 0; i-- {
		if lit, ok := stack[i].(*ast.FuncLit); ok {
			return v.Pos() < lit.Pos() || v.Pos() >= lit.End()
		}
		if _, ok := stack[i].(*ast.FuncDecl); ok {
			return false
		}
	}
	return false
}

// parentOf skips the parentheses around e: the node e stands in, and the child of it on
// the way to e (e itself, or its outermost parentheses).
func parentOf(e ast.Node, stack []ast.Node) (parent, child ast.Node, at int) {
	child = e
	for i := len(stack) - 1; i >= 0; i-- {
		if _, ok := stack[i].(*ast.ParenExpr); ok {
			child = stack[i]
			continue
		}
		return stack[i], child, i
	}
	return nil, child, -1
}

// role says what the expression does where it stands, with what (the callee, the
// destination, the method), and, for a conversion to an interface, the interface type.
// A value handed where its own type is expected converts nothing, even when that type is
// an interface (an option passed to `New(opts ...Option)`).
func (c *censusOf) role(info *types.Info, e ast.Expr, t types.Type, stack []ast.Node) (string, string, types.Type) {
	parent, child, at := parentOf(e, stack)
	is := func(x ast.Node) bool { return x == child }
	// into judges a value assigned to a place of type dest.
	into := func(dest types.Type, role, detail, how string) (string, string, types.Type) {
		if isInterface(dest) && !types.Identical(dest, t) {
			if how == "" {
				how = detail
			}
			return "iface", how, dest
		}
		if implicitConversion(t, dest) {
			return "convert", types.TypeString(dest, nil), dest
		}
		return role, detail, nil
	}
	switch p := parent.(type) {
	case *ast.SelectorExpr:
		if !is(p.X) {
			return "other", "selector", nil
		}
		sel, ok := info.Selections[p]
		if !ok {
			return "other", "selector", nil
		}
		switch sel.Kind() {
		case types.FieldVal:
			return "select", p.Sel.Name, nil
		case types.MethodVal:
			if _, ok := ancestorCall(p, stack[:at]); ok {
				return "call", p.Sel.Name, nil
			}
			return "method_value", p.Sel.Name, nil
		}
		return "other", "selector", nil
	case *ast.CallExpr:
		if is(p.Fun) {
			return "call_func", "", nil
		}
		for i, arg := range p.Args {
			if is(arg) {
				return c.argRole(info, p, i, t)
			}
		}
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if is(l) {
				return "assigned", "", nil
			}
		}
		for i, r := range p.Rhs {
			if is(r) && len(p.Lhs) == len(p.Rhs) {
				dest, detail := c.destination(info, p.Lhs[i], p.Tok == token.DEFINE)
				return into(dest, "assign", detail, "an assignment")
			}
		}
		// `x, ok = m[k]`, `x, ok = <-ch`: the value goes to the first destination.
		if len(p.Rhs) == 1 && len(p.Lhs) == 2 && is(p.Rhs[0]) {
			dest, detail := c.destination(info, p.Lhs[0], p.Tok == token.DEFINE)
			return into(dest, "assign", detail, "an assignment")
		}
	case *ast.ValueSpec:
		for i, v := range p.Values {
			if is(v) && len(p.Names) == len(p.Values) {
				dest, detail := c.destination(info, p.Names[i], true)
				return into(dest, "assign", detail, "an assignment")
			}
		}
	case *ast.ReturnStmt:
		for i, r := range p.Results {
			if is(r) {
				dest, name := c.result(info, stack[:at], len(p.Results), i)
				return into(dest, "return", name, "a return from "+name)
			}
		}
	case *ast.CompositeLit:
		for i, el := range p.Elts {
			if is(el) {
				dest, lit := c.element(info, p, i, nil)
				return into(dest, "element", lit, "a composite literal's element")
			}
		}
	case *ast.KeyValueExpr:
		if lit, ok := parentLit(stack[:at]); ok {
			if is(p.Value) {
				dest, name := c.element(info, lit, -1, p.Key)
				return into(dest, "element", name, "a composite literal's element")
			}
			if is(p.Key) {
				if m, ok := info.Types[lit].Type.Underlying().(*types.Map); ok {
					return into(m.Key(), "map_key", "", "a map key")
				}
				return "map_key", "", nil
			}
		}
	case *ast.SendStmt:
		if is(p.Value) {
			if ch, ok := info.Types[p.Chan].Type.Underlying().(*types.Chan); ok {
				return into(ch.Elem(), "send", "", "a channel send")
			}
			return "send", "", nil
		}
		return "receive", "", nil
	case *ast.BinaryExpr:
		if p.Op != token.EQL && p.Op != token.NEQ {
			return "other", p.Op.String(), nil
		}
		other := p.X
		if is(p.X) {
			other = p.Y
		}
		if tv, ok := info.Types[other]; ok {
			if tv.IsNil() || (!isInterface(t) && typedNil(info, other)) {
				return "compare", "nil", nil
			}
			return into(tv.Type, "compare", "", "a comparison with an interface value")
		}
		return "compare", "", nil
	case *ast.UnaryExpr:
		switch p.Op {
		case token.AND:
			return "address", "", nil
		case token.ARROW:
			return "receive", "", nil
		}
		return "other", p.Op.String(), nil
	case *ast.StarExpr:
		return "deref", "", nil
	case *ast.IndexExpr:
		if is(p.X) {
			return "index", "", nil
		}
		if m, ok := info.Types[p.X].Type.Underlying().(*types.Map); ok {
			return into(m.Key(), "index_key", "", "a map key")
		}
		return "index_key", "", nil
	case *ast.IndexListExpr:
		return "other", "index", nil
	case *ast.SliceExpr:
		return "slice", "", nil
	case *ast.RangeStmt:
		if is(p.X) {
			// `for x = range ch`, `for _, x = range opts`: each element is assigned to
			// variables declared before, which may be interfaces.
			if p.Tok == token.ASSIGN {
				if role, how, dest := c.rangedInto(info, p, t); dest != nil {
					return role, how, dest
				}
			}
			return "range", "", nil
		}
		return "assigned", "", nil
	case *ast.TypeAssertExpr:
		if p.Type == nil {
			return "type_switch", "", nil
		}
		return "assert", "", nil
	case *ast.SwitchStmt:
		// `switch s { case struct{wins, losses int}{}: }`: each case is compared with
		// the tag as if assigned to its type.
		for _, clause := range p.Body.List {
			for _, v := range clause.(*ast.CaseClause).List {
				if tv, ok := info.Types[v]; ok && implicitConversion(t, tv.Type) {
					return "convert", types.TypeString(tv.Type, nil), tv.Type
				}
			}
		}
		return "switch", "", nil
	case *ast.CaseClause:
		if at >= 2 {
			if sw, ok := stack[at-2].(*ast.SwitchStmt); ok && sw.Tag != nil {
				if tv, ok := info.Types[sw.Tag]; ok && implicitConversion(t, tv.Type) {
					return "convert", types.TypeString(tv.Type, nil), tv.Type
				}
			}
		}
		return "compare", "a case", nil
	case *ast.ExprStmt, *ast.GoStmt, *ast.DeferStmt:
		return "discard", "", nil
	case *ast.IncDecStmt:
		return "other", "incdec", nil
	}
	return "other", fmt.Sprintf("%T", parent), nil
}

// commaOk: whether e is an expression Go lets give a second, boolean value.
func commaOk(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.IndexExpr, *ast.TypeAssertExpr:
		return true
	case *ast.UnaryExpr:
		return e.Op == token.ARROW
	}
	return false
}

// rangedInto: for a range statement assigning to variables declared before it, whether
// the ranged value's keys or elements (of the ranged type t) go into an interface there.
func (c *censusOf) rangedInto(info *types.Info, r *ast.RangeStmt, t types.Type) (string, string, types.Type) {
	var key, value types.Type
	switch u := t.Underlying().(type) {
	case *types.Chan:
		key = u.Elem()
	case *types.Slice:
		value = u.Elem()
	case *types.Array:
		value = u.Elem()
	case *types.Pointer:
		if a, ok := u.Elem().Underlying().(*types.Array); ok {
			value = a.Elem()
		}
	case *types.Map:
		key, value = u.Key(), u.Elem()
	}
	for _, pair := range [][2]any{{r.Key, key}, {r.Value, value}} {
		dest, _ := pair[0].(ast.Expr)
		from, _ := pair[1].(types.Type)
		if dest == nil || from == nil {
			continue
		}
		if tv, ok := info.Types[dest]; ok && isInterface(tv.Type) && !types.Identical(tv.Type, from) && len(c.mentions(from)) > 0 {
			return "iface", "a range assigning to an interface variable", tv.Type
		} else if ok && implicitConversion(from, tv.Type) && len(c.mentions(from)) > 0 {
			return "convert", types.TypeString(tv.Type, nil), tv.Type
		}
	}
	return "", "", nil
}

// ancestorCall: the call whose function is the selector (through parentheses).
func ancestorCall(sel ast.Node, stack []ast.Node) (*ast.CallExpr, bool) {
	parent, child, _ := parentOf(sel, stack)
	call, ok := parent.(*ast.CallExpr)
	if !ok || call.Fun != child {
		return nil, false
	}
	return call, true
}

func parentLit(stack []ast.Node) (*ast.CompositeLit, bool) {
	parent, _, _ := parentOf(nil, stack)
	lit, ok := parent.(*ast.CompositeLit)
	return lit, ok
}

func isInterface(t types.Type) bool {
	if t == nil {
		return false
	}
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return false
	}
	return types.IsInterface(t)
}

// composite: whether a type's underlying type is a slice, array, map, pointer or channel.
func composite(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Slice, *types.Array, *types.Map, *types.Pointer, *types.Chan:
		return true
	}
	return false
}

func isTypeParam(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.TypeParam)
	return ok
}

// argRole: the i-th argument (of type t) of a call, conversion or builtin.
func (c *censusOf) argRole(info *types.Info, call *ast.CallExpr, i int, t types.Type) (string, string, types.Type) {
	fun, ok := info.Types[call.Fun]
	if !ok {
		return "other", "call", nil
	}
	if fun.IsType() {
		if c.sameSubject(fun.Type, t) {
			return "convert_same", types.TypeString(fun.Type, nil), nil
		}
		// `byMembers(rooms)` for `type byMembers []*room`: the same underlying slice, map,
		// array, pointer or channel type, spelling the subject by name on both sides, so
		// both follow a rewrite of it; the named type's own uses are listed where they
		// stand. Not a struct: a second declaration of the same fields would not follow.
		if composite(t) && types.Identical(fun.Type.Underlying(), t.Underlying()) {
			return "convert_same", types.TypeString(fun.Type, nil), nil
		}
		if isInterface(fun.Type) {
			if types.Identical(fun.Type, t) {
				return "convert", types.TypeString(fun.Type, nil), nil
			}
			return "iface", "a conversion to " + types.TypeString(fun.Type, nil), fun.Type
		}
		return "convert", types.TypeString(fun.Type, nil), nil
	}
	if fun.IsBuiltin() {
		name := builtinName(call.Fun)
		switch name {
		case "panic", "print", "println":
			return "iface", name, types.Universe.Lookup("any").Type()
		case "append":
			// An element appended to a []any (or []fmt.Stringer…) is converted to the
			// slice's element type, as an argument is to its parameter's.
			if i > 0 && !call.Ellipsis.IsValid() {
				if s, ok := info.Types[call.Args[0]].Type.Underlying().(*types.Slice); ok && isInterface(s.Elem()) && !types.Identical(s.Elem(), t) {
					return "iface", "append to a " + types.TypeString(info.Types[call.Args[0]].Type, nil), s.Elem()
				} else if ok && implicitConversion(t, s.Elem()) {
					return "convert", types.TypeString(s.Elem(), nil), s.Elem()
				}
			}
		}
		return "builtin", name, nil
	}
	sig, ok := fun.Type.Underlying().(*types.Signature)
	if !ok {
		return "other", "call", nil
	}
	callee := calleeName(info, call.Fun)
	if obj := calleeObject(info, call.Fun); obj != nil {
		if generic, ok := obj.Origin().Type().(*types.Signature); ok {
			if p := paramAt(generic, i, call.Ellipsis.IsValid()); p != nil && mentionsTypeParam(p) {
				return "generic_arg", callee, nil
			}
		}
	}
	param := paramAt(sig, i, call.Ellipsis.IsValid())
	if param != nil && isInterface(param) && !types.Identical(param, t) {
		return "iface", callee, param
	}
	if implicitConversion(t, param) {
		return "convert", types.TypeString(param, nil), param
	}
	return "arg", callee, nil
}

// implicitConversion says whether a struct value assigned to a place of type dest
// changes its type without a conversion being written: `var row struct{Name string} =
// g` for g of a named struct type, or g handed to a parameter of another named type
// over the same struct. Go allows it only while the two share one underlying struct,
// which a rewrite adding a field to one side (or storing a record inline) breaks.
func implicitConversion(t, dest types.Type) bool {
	if dest == nil || isInterface(dest) || isTypeParam(dest) || types.Identical(dest, t) {
		return false
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// paramAt: the type the i-th argument is assigned to.
func paramAt(sig *types.Signature, i int, spread bool) types.Type {
	params := sig.Params()
	n := params.Len()
	if n == 0 {
		return nil
	}
	if sig.Variadic() && i >= n-1 {
		last := params.At(n - 1).Type()
		if spread {
			return last
		}
		if s, ok := last.Underlying().(*types.Slice); ok {
			return s.Elem()
		}
		return last
	}
	if i < n {
		return params.At(i).Type()
	}
	return nil
}

func mentionsTypeParam(t types.Type) bool {
	switch u := types.Unalias(t).(type) {
	case *types.TypeParam:
		return true
	case *types.Pointer:
		return mentionsTypeParam(u.Elem())
	case *types.Slice:
		return mentionsTypeParam(u.Elem())
	case *types.Array:
		return mentionsTypeParam(u.Elem())
	case *types.Map:
		return mentionsTypeParam(u.Key()) || mentionsTypeParam(u.Elem())
	case *types.Chan:
		return mentionsTypeParam(u.Elem())
	}
	return false
}

func builtinName(fun ast.Expr) string {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok {
			return x.Name + "." + f.Sel.Name
		}
		return f.Sel.Name
	}
	return "builtin"
}

func calleeObject(info *types.Info, fun ast.Expr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.IndexExpr:
		return calleeObject(info, f.X)
	case *ast.IndexListExpr:
		return calleeObject(info, f.X)
	}
	if id == nil {
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// calleeName names a called function as the type checker does (`fmt.Sprintf`,
// `(*testing.T).Errorf`), or says it is a function value.
func calleeName(info *types.Info, fun ast.Expr) string {
	if fn := calleeObject(info, fun); fn != nil {
		return fn.Origin().FullName()
	}
	return "a function value"
}

// destination: the type of what a value is assigned to (or declares), and which kind of
// place it is: define, local, global, field, element, deref, blank.
func (c *censusOf) destination(info *types.Info, dest ast.Expr, define bool) (types.Type, string) {
	var t types.Type
	if id, ok := dest.(*ast.Ident); ok {
		if id.Name == "_" {
			return nil, "blank"
		}
		if obj := info.Defs[id]; obj != nil {
			t = obj.Type()
		} else if obj := info.Uses[id]; obj != nil {
			t = obj.Type()
		}
	} else if tv, ok := info.Types[dest]; ok {
		t = tv.Type
	}
	switch d := ast.Unparen(dest).(type) {
	case *ast.Ident:
		obj := info.Defs[d]
		if obj == nil {
			obj = info.Uses[d]
		}
		if v, ok := obj.(*types.Var); ok && v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
			return t, "global"
		}
		if define {
			return t, "define"
		}
		return t, "local"
	case *ast.SelectorExpr:
		return t, "field"
	case *ast.IndexExpr:
		return t, "element"
	case *ast.StarExpr:
		return t, "deref"
	}
	return t, "other"
}

// result: the type of the i-th of n results of the innermost function, and its name.
func (c *censusOf) result(info *types.Info, stack []ast.Node, n, i int) (types.Type, string) {
	var sig *types.Signature
	name := "a function literal"
	for j := len(stack) - 1; j >= 0 && sig == nil; j-- {
		switch f := stack[j].(type) {
		case *ast.FuncLit:
			sig, _ = info.Types[f].Type.(*types.Signature)
		case *ast.FuncDecl:
			if obj, ok := info.Defs[f.Name].(*types.Func); ok {
				sig, _ = obj.Type().(*types.Signature)
				name = obj.FullName()
			}
		}
	}
	if sig != nil && sig.Results().Len() == n {
		return sig.Results().At(i).Type(), name
	}
	return nil, name
}

// element: the type an element of a composite literal (by position or by key) is
// stored as, and the literal's type.
func (c *censusOf) element(info *types.Info, lit *ast.CompositeLit, i int, key ast.Expr) (types.Type, string) {
	tv, ok := info.Types[lit]
	if !ok {
		return nil, ""
	}
	var t types.Type
	switch u := tv.Type.Underlying().(type) {
	case *types.Struct:
		if key != nil {
			if id, ok := key.(*ast.Ident); ok {
				for j := 0; j < u.NumFields(); j++ {
					if u.Field(j).Name() == id.Name {
						t = u.Field(j).Type()
					}
				}
			}
		} else if i >= 0 && i < u.NumFields() {
			t = u.Field(i).Type()
		}
	case *types.Slice:
		t = u.Elem()
	case *types.Array:
		t = u.Elem()
	case *types.Map:
		t = u.Elem()
	}
	return t, types.TypeString(tv.Type, nil)
}

// foreign lists the uses in a file of another package, with their positions and texts.
func (c *censusOf) foreign(fset *token.FileSet, info *types.Info, f *ast.File) foreignRows {
	c.inForeign = true
	rows := c.file(fset, info, f)
	c.inForeign = false
	if len(rows) == 0 {
		return nil
	}
	tf := fset.File(f.Pos())
	src, _ := os.ReadFile(tf.Name())
	out := make(foreignRows, 0, len(rows))
	for _, r := range rows {
		pos := tf.Position(tf.Pos(r[0]))
		text := ""
		if r[0] <= r[1] && r[1] <= len(src) {
			text = strings.Join(strings.Fields(string(src[r[0]:r[1]])), " ")
			if len(text) > 60 {
				text = text[:60] + "…"
			}
		}
		var row [11]int
		copy(row[:], r[:])
		row[8], row[9], row[10] = pos.Line, pos.Column, c.s.str(text)
		out = append(out, row)
	}
	return out
}

// fmtVia lists the package's imports other than fmt that depend on fmt in every build
// (see reachesFmtAlways): a dependency through `//go:build !lite` alone holds in some
// builds only, one through a `lite` file beside a `!lite` one in all. Asked
// only of packages importing fmt (the others have no import of fmt to drop); `always`
// remembers each answer.
func (s *state) fmtVia(p listed, importMap map[string]string, always map[string]bool) []string {
	if !slices.Contains(p.Imports, "fmt") {
		return nil
	}
	var via []string
	for _, path := range p.Imports {
		resolved := path
		if to, ok := importMap[path]; ok {
			resolved = to
		}
		if resolved != "fmt" && s.reachesFmtAlways(resolved, always) {
			via = append(via, path)
		}
	}
	return via
}

// reachesFmtAlways says whether the package at path depends on fmt in every build:
// through a file every build compiles that imports fmt or a
// package that does so in every build, or through files of some builds only whose
// constraints together hold in every build (encoding/json imports fmt from its
// `!goexperiment.jsonv2` files and from its `goexperiment.jsonv2` ones). Only imports
// that depend on fmt in this build are followed through files of this build; those of
// other builds' files count only when they are fmt itself or a package listed here.
func (s *state) reachesFmtAlways(path string, always map[string]bool) bool {
	if known, ok := always[path]; ok {
		return known
	}
	// Until answered, a cycle (impossible among Go imports, but cheap to rule out) reads
	// as not reaching.
	always[path] = false
	d, ok := s.listed[path]
	if !ok || !slices.Contains(d.Deps, "fmt") {
		return false
	}
	var some []constraint.Expr
	for _, f := range buildFiles(d) {
		for _, next := range f.imports {
			if to, ok := d.ImportMap[next]; ok {
				next = to
			}
			if next != "fmt" && !s.reachesFmtAlways(next, always) {
				continue
			}
			if f.expr == nil {
				always[path] = true
				return true
			}
			some = append(some, f.expr)
			break
		}
	}
	if holdsInEveryBuild(some) {
		always[path] = true
		return true
	}
	return false
}

// builtFile is one non-test .go file of a package, of this build or another: its
// imports, and its build constraint (nil: every build compiles it).
type builtFile struct {
	imports []string
	expr    constraint.Expr
}

// buildFiles lists the package's files whose name limits them to no platform
// (`conn_linux.go` is left out: its constraint is not a tag expression here), with
// their imports and build lines; a file that cannot be read, or whose build line does
// not parse, is left out too.
func buildFiles(p listed) []builtFile {
	var out []builtFile
	fset := token.NewFileSet()
	for _, name := range append(slices.Clone(p.GoFiles), p.IgnoredGoFiles...) {
		if strings.HasSuffix(name, "_test.go") || platformName(name) {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			continue
		}
		expr, ok := buildExpr(f)
		if !ok {
			continue
		}
		file := builtFile{expr: expr}
		for _, spec := range f.Imports {
			if path, err := strconv.Unquote(spec.Path.Value); err == nil && path != "C" {
				file.imports = append(file.imports, path)
			}
		}
		out = append(out, file)
	}
	return out
}

// buildExpr is a file's build constraint: its //go:build line, else its // +build lines
// together (nil when it has none); false when one does not parse.
func buildExpr(f *ast.File) (constraint.Expr, bool) {
	var plus constraint.Expr
	for _, group := range f.Comments {
		if group.Pos() >= f.Package {
			break
		}
		for _, c := range group.List {
			if !constraint.IsGoBuild(c.Text) && !constraint.IsPlusBuild(c.Text) {
				continue
			}
			expr, err := constraint.Parse(c.Text)
			if err != nil {
				return nil, false
			}
			if constraint.IsGoBuild(c.Text) {
				return expr, true
			}
			if plus == nil {
				plus = expr
			} else {
				plus = &constraint.AndExpr{X: plus, Y: expr}
			}
		}
	}
	return plus, true
}

// holdsInEveryBuild says whether, whatever tags are set, one of the constraints holds:
// every assignment of the tags they name is tried, the tags taken as independent (so
// `linux || !linux` holds, `linux || windows || darwin` does not, though no build has
// none of them), which can only say no where a build always sets one. More than 12
// tags are not tried.
func holdsInEveryBuild(exprs []constraint.Expr) bool {
	if len(exprs) == 0 {
		return false
	}
	seen := map[string]int{}
	for _, e := range exprs {
		// Eval evaluates both sides of && and ||, so every tag is seen.
		e.Eval(func(tag string) bool {
			if _, ok := seen[tag]; !ok {
				seen[tag] = len(seen)
			}
			return false
		})
	}
	if len(seen) > 12 {
		return false
	}
	for set := 0; set < 1<<len(seen); set++ {
		on := func(tag string) bool { return set&(1<<seen[tag]) != 0 }
		if !slices.ContainsFunc(exprs, func(e constraint.Expr) bool { return e.Eval(on) }) {
			return false
		}
	}
	return true
}

// platformName says whether a file's name limits it to some GOOS or GOARCH
// (`conn_linux.go`, `sum_amd64.go`): go/build, asked for a platform no name spells and
// shown no build line, leaves out exactly those.
func platformName(name string) bool {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH = "unboxos", "unboxarch"
	ctx.CgoEnabled = false
	ctx.BuildTags, ctx.ToolTags, ctx.ReleaseTags = nil, nil, nil
	ctx.OpenFile = func(string) (io.ReadCloser, error) {
		return io.NopCloser(strings.NewReader("package p\n")), nil
	}
	match, err := ctx.MatchFile("", name)
	return err != nil || !match
}
