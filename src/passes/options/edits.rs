//! The edit writers of the options pass: names and layout of the new struct, the edits
//! that rewrite the family, its constructors and the wrapper's call sites, and the notes a
//! reviewer reads.
//!
//! Invariant: pure; text and edits out of a checked family.

use super::*;
use crate::syntax::NodeExt;

impl<'a> Family<'a> {
    /// Names for the new struct's fields, kind type and constants, none colliding.
    pub(super) fn layout(
        &self,
        index: &Index<'a>,
        slots: &[(&'a str, bool)],
        constructions: &[Construction<'a>],
        choice: LayoutChoice,
        compared: bool,
    ) -> Result<Layout, (&'static str, String)> {
        let mut method_names: BTreeSet<&str> = self.methods.iter().map(|m| m.name).collect();
        if let Some(wrapper) = self.wrapper {
            method_names.extend(index.methods_of(wrapper.name).iter().map(|m| m.name));
        }
        // The struct's tag field is `kind`; a method of that name cannot sit beside it.
        if method_names.contains("kind") {
            return Err((
                "name_taken",
                format!(
                    "{} has a method named kind, the name of the struct's tag field (a struct cannot have a field and a method of one name)",
                    self.name
                ),
            ));
        }
        let mut taken: BTreeSet<String> = index
            .package_names
            .keys()
            .chain(&index.unparsed().names)
            .map(|k| k.to_string())
            .collect();
        // Families take their kind types in name order, each beside the ones before.
        let mut families = self.package_families.clone();
        families.sort_unstable();
        let mut kind_type = String::new();
        for family in families.iter().filter(|f| **f <= self.name) {
            kind_type = fresh_name(&format!("{}Kind", render::lower_first(family)), &mut taken);
        }
        if kind_type.is_empty() {
            kind_type = fresh_name(
                &format!("{}Kind", render::lower_first(self.name)),
                &mut taken,
            );
        }
        let family_file = self.wrapper.map_or(self.interface, |w| w.decl).spec.file;
        let variants = slots
            .iter()
            .map(|(variant, pointer)| {
                let shape = match choice {
                    LayoutChoice::Wide => Shape::Whole,
                    LayoutChoice::Compact if *pointer => Shape::Whole,
                    LayoutChoice::Compact => {
                        let built: Vec<&Construction> = constructions
                            .iter()
                            .filter(|c| c.variant == *variant && c.assertion.is_none())
                            .collect();
                        compact::fitting(index, variant, family_file, &built)
                    }
                };
                (variant.to_string(), *pointer, shape)
            })
            .collect();
        let family = self.name;
        let reserved = |name: &str| render::is_reserved(name) || method_names.contains(name);
        let (mut layout_slots, struct_fields) =
            compact::assign(index, variants, family, &reserved, compared)?;
        for slot in &mut layout_slots {
            let word = match slot.storage {
                render::Storage::Whole => slot.fields[0].clone(),
                _ => render::field_name(&slot.variant, self.name),
            };
            slot.kind = fresh_name(
                &format!("{kind_type}{}", render::upper_first(&word)),
                &mut taken,
            );
        }
        let file = self.interface.spec.file;
        let mut methods: Vec<Method> = self
            .methods
            .iter()
            .map(|m| {
                let hint = slots
                    .iter()
                    .find_map(|(variant, _)| variant_param_names(index, variant, m.name));
                interface_method(file, m, hint)
            })
            .collect();
        rename_shadowing_params(&mut methods, family_file, &taken);
        let params: BTreeSet<&str> = methods
            .iter()
            .flat_map(|m| m.params.iter().map(|p| p.name.as_str()))
            .collect();
        let receiver = ["o", "opt", "option", "self_"]
            .into_iter()
            .find(|r| !params.contains(r) && !taken.contains(*r))
            .unwrap_or("o")
            .to_string();
        Ok(Layout {
            family: self.name.to_string(),
            kind_type,
            receiver,
            slots: layout_slots,
            fields: struct_fields,
            methods,
        })
    }

    /// The edits: new type body and declarations, constructor literals, and for the
    /// wrapper, the removed interface and the shortened call sites.
    pub(super) fn fix(
        &self,
        index: &Index<'a>,
        layout: &Layout,
        constructions: &[Construction<'a>],
    ) -> Fix {
        let mut edits = Vec::new();
        let slot_of = |variant: &str| {
            layout
                .slots
                .iter()
                .find(|s| s.variant == variant)
                .expect("every construction has a slot: slots are made from constructions")
        };
        let owner = self.wrapper.map_or(self.interface, |w| w.decl);
        let file = owner.spec.file;
        let indent = file.line_indent(owner.spec.node.start_byte());
        edits.push(Edit::replace(
            &file.path,
            owner.ty.byte_range(),
            render::struct_type(layout, indent),
        ));
        edits.push(Edit::insert(
            &file.path,
            owner.decl.end_byte(),
            render::declarations(layout),
        ));
        for c in constructions {
            if let Some(ty) = c.assertion {
                // `var _ Option = (*v)(nil)` keeps checking what it checked: that the
                // variant has the family's methods.
                let indent = c.file.line_indent(ty.start_byte());
                edits.push(Edit::replace(
                    &c.file.path,
                    ty.byte_range(),
                    self.method_set_type(indent),
                ));
                continue;
            }
            let slot = slot_of(c.variant);
            if slot.storage != Storage::Whole {
                // The variant is taken apart: the whole expression gives way to its fields.
                let fields = compact::pack(index, file, slot, c);
                let sep = if fields.is_empty() { "" } else { ", " };
                let set = format!("kind: {}{sep}{fields}", slot.kind);
                match c.element {
                    Some(element) => {
                        edits.push(Edit::replace(&c.file.path, element.byte_range(), set))
                    }
                    None => edits.push(Edit::replace(
                        &c.file.path,
                        c.expr.byte_range(),
                        format!("{}{{{set}}}", self.name),
                    )),
                }
                continue;
            }
            let key = format!("kind: {}, {}: ", slot.kind, slot.fields[0]);
            // `&T{…}` held by value: the literal goes in without its `&`.
            if c.pointer && !slot.pointer {
                if let Some(literal) = fresh_literal(c.file, c.expr) {
                    let value = c.file.text_of(literal);
                    match c.element {
                        Some(element) => edits.push(Edit::replace(
                            &c.file.path,
                            element.start_byte()..c.expr.end_byte(),
                            format!("{key}{value}"),
                        )),
                        None => edits.push(Edit::replace(
                            &c.file.path,
                            c.expr.byte_range(),
                            format!("{}{{{key}{value}}}", self.name),
                        )),
                    }
                    continue;
                }
            }
            match c.element {
                Some(element) => edits.push(Edit::replace(
                    &c.file.path,
                    element.start_byte()..c.expr.start_byte(),
                    key,
                )),
                None => {
                    edits.push(Edit::insert(
                        &c.file.path,
                        c.expr.start_byte(),
                        format!("{}{{{key}", self.name),
                    ));
                    edits.push(Edit::insert(&c.file.path, c.expr.end_byte(), "}"));
                }
            }
        }
        if let Some(wrapper) = self.wrapper {
            let interface_file = self.interface.spec.file;
            edits.push(Edit::replace(
                &interface_file.path,
                deletion_range(interface_file, self.interface),
                "",
            ));
            for at in index
                .field_references
                .get(wrapper.field)
                .map_or(&[][..], Vec::as_slice)
            {
                if let Some(inner) = self.method_call_through_field(at.file, at.node) {
                    if let Some(operand) = inner.field("operand") {
                        edits.push(Edit::replace(
                            &at.file.path,
                            operand.end_byte()..inner.end_byte(),
                            "",
                        ));
                    }
                }
            }
        }
        Fix {
            message: format!("make {} a tagged struct", self.name),
            edits,
            together: None,
        }
    }

    /// The struct's size against the interface's two words, so a reviewer sees what every
    /// copy of an option (and every `[]Option` element) now costs.
    pub(super) fn size_note(&self, index: &Index<'a>, layout: &Layout) -> String {
        let Some(sizes) = compact::sizes(index, layout, self.name) else {
            return format!(
                "size: not computed (a field's type is neither declared in this package nor known from Go's type checker); {} was 16 bytes as an interface",
                self.name
            );
        };
        let source = match sizes.source {
            compact::SizeSource::Declarations => "on amd64, computed from the declarations",
            compact::SizeSource::TypeChecker => "computed from Go's type checker's sizes",
        };
        let was = if self.wrapper.is_some() {
            "a struct around an interface"
        } else {
            "an interface"
        };
        let mut note = format!(
            "size: {} is {} bytes {source}, was {} as {was}",
            self.name, sizes.compact, sizes.before
        );
        // The wide layout is worth naming only when it would change the size.
        if sizes.compact != sizes.wide {
            note.push_str(&format!(
                " (with a field per variant, --layout wide: {})",
                sizes.wide
            ));
        }
        if sizes.compact > 2 * sizes.before.max(16) {
            note.push_str(&format!(
                "; that is more than 2 words over the interface, paid by every copy of an option and every element of a []{}",
                self.name
            ));
        }
        note
    }

    /// What a reviewer must know beyond the diff.
    pub(super) fn notes(
        &self,
        layout: &Layout,
        slots: &[(&'a str, bool)],
        comparability: &Comparable,
        index: &Index<'a>,
    ) -> Vec<String> {
        let mut notes = Vec::new();
        let variants: Vec<String> = layout.slots.iter().map(|s| s.describe()).collect();
        notes.push(format!("variants: {}", variants.join("; ")));
        notes.push(self.size_note(index, layout));
        match self.wrapper {
            None if is_exported(self.name) => notes.push(format!(
                "API: exported type {} changes from interface to struct; callers that only call its constructors and pass options compile unchanged",
                self.name
            )),
            None => {}
            Some(_) => notes.push(format!(
                "API: unchanged ({} keeps only unexported fields); the unexported interface {} is removed",
                self.name, self.interface_name
            )),
        }
        if let (Comparable::No(why) | Comparable::Unknown(why), true) =
            (comparability, is_exported(self.name))
        {
            notes.push(format!(
                "API: {} may no longer be comparable with == ({why})",
                self.name
            ));
        }
        // A variant kept as a pointer is, under ==, equal only to the same pointer: the
        // note must not promise what == never gave it.
        let pointers: Vec<&str> = layout
            .slots
            .iter()
            .filter(|s| s.pointer)
            .map(|s| s.variant.as_str())
            .collect();
        let same_pointer = if pointers.is_empty() {
            String::new()
        } else {
            format!(
                " (under ==, a {} held as a pointer equals only the same pointer, as before)",
                pointers.join(" or ")
            )
        };
        notes.push(format!(
            "equality: {} values compare as before, under reflect.DeepEqual (as gomock's matchers compare them) and == where it is defined: options built by the same constructor from equal arguments are equal{same_pointer}, and options of different kinds are not (the struct holds the kind, and each value converted without loss)",
            self.name
        ));
        for method in &layout.methods {
            let passes = method
                .zero_returns()
                .unwrap_or_default()
                .into_iter()
                .flatten()
                .collect::<Vec<_>>();
            let does = if method.results.is_empty() {
                "does nothing".to_string()
            } else if passes.is_empty() {
                "returns zero values".to_string()
            } else {
                format!("returns its argument {} unchanged", passes.join(", "))
            };
            notes.push(format!(
                "behaviour: calling {} on the zero {} now {does}; before, it panicked on a nil interface",
                method.name, self.name
            ));
        }
        for (variant, pointer) in slots {
            if !pointer && index.types[variant].ty.kind_name() == "function_type" {
                notes.push(format!("{variant} holds a func: a closure may still allocate, but the interface box is gone"));
            }
        }
        notes
    }
}

/// The parameter names a variant's own method uses, when all are named: the interface
/// often leaves them out (`apply(*options)`), and `arg` reads worse than the author's word.
pub(super) fn variant_param_names(
    index: &Index,
    variant: &str,
    method: &str,
) -> Option<Vec<String>> {
    let decl = index
        .methods_of(variant)
        .iter()
        .find(|m| m.name == method)?;
    let params = parameters(decl.at.node.field("parameters")?);
    let names: Vec<String> = params
        .iter()
        .map(|p| p.name.map(|n| decl.at.file.text_of(n).to_string()))
        .collect::<Option<_>>()?;
    let distinct: BTreeSet<&String> = names.iter().collect();
    (distinct.len() == names.len() && !names.iter().any(|n| n == "_")).then_some(names)
}

/// The interface method as the dispatcher re-declares it, with its doc comment. Unnamed
/// parameters take the variants' own names when they agree, else `arg`, `arg1`, ….
pub(super) fn interface_method(
    file: &SourceFile,
    method: &InterfaceMethod,
    names_hint: Option<Vec<String>>,
) -> Method {
    let node = method.node;
    let mut doc = Vec::new();
    let mut previous = node.prev_sibling();
    let mut line = file.position(node.start_byte()).line;
    while let Some(comment) = previous.filter(|p| p.kind_name() == "comment") {
        let end_line = file.position(comment.end_byte()).line;
        if end_line + 1 != line {
            break;
        }
        doc.push(file.text_of(comment).to_string());
        line = file.position(comment.start_byte()).line;
        previous = comment.prev_sibling();
    }
    doc.reverse();
    // A note after the method on its line (`apply(*options) // see New`) has nowhere
    // else to go once the interface is gone: it ends the dispatcher's doc comment.
    let ends = file.position(node.end_byte()).line;
    if let Some(note) = node
        .next_sibling()
        .filter(|n| n.kind_name() == "comment" && file.position(n.start_byte()).line == ends)
    {
        doc.push(file.text_of(note).to_string());
    }
    let declared = node.field("parameters").map(parameters).unwrap_or_default();
    let named = |p: &Parameter| p.name.map(|n| file.text_of(n)).filter(|n| *n != "_");
    let all_unnamed = declared.iter().all(|p| named(p).is_none());
    let hint = names_hint.filter(|n| all_unnamed && n.len() == declared.len());
    let params = declared
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = match (named(p), &hint) {
                (Some(name), _) => name.to_string(),
                (None, Some(hint)) => hint[i].clone(),
                (None, None) if declared.len() == 1 => "arg".to_string(),
                (None, None) => format!("arg{}", i + 1),
            };
            Param {
                name,
                ty: file.text_of(p.ty).to_string(),
                variadic: p.variadic,
            }
        })
        .collect();
    let results = node
        .field("result")
        .map(parameters)
        .unwrap_or_default()
        .iter()
        .map(|p| {
            let name = p.name.map(|n| file.text_of(n).to_string());
            (name, file.text_of(p.ty).to_string())
        })
        .collect();
    Method {
        doc,
        name: method.name.to_string(),
        params,
        results,
    }
}

/// A name not yet taken, made from `base` with a number appended when needed.
/// Gives a dispatcher parameter another name where its own would hide what the
/// dispatcher's body spells: an import of the family's file (`apply(time *timing)`
/// beside a rebuilt `time.Duration(o.d)`), a package-level name (a variant, a kind
/// constant), or the `zero` values it declares for a method's results.
fn rename_shadowing_params(
    methods: &mut [Method],
    family_file: &SourceFile,
    package_names: &BTreeSet<String>,
) {
    let imports: BTreeSet<String> = crate::syntax::import_names(family_file).collect();
    let zero = |name: &str| {
        name.strip_prefix("zero")
            .is_some_and(|rest| rest.chars().all(|c| c.is_ascii_digit()))
    };
    for method in methods {
        let mut taken: BTreeSet<String> = method.params.iter().map(|p| p.name.clone()).collect();
        taken.extend(imports.iter().cloned());
        taken.extend(package_names.iter().cloned());
        for param in &mut method.params {
            let name = param.name.as_str();
            if imports.contains(name) || package_names.contains(name) || zero(name) {
                param.name = fresh_name(&format!("{name}Arg"), &mut taken);
            }
        }
    }
}

pub(super) fn fresh_name(base: &str, taken: &mut BTreeSet<String>) -> String {
    let mut name = base.to_string();
    let mut n = 2;
    while taken.contains(&name) {
        name = format!("{base}{n}");
        n += 1;
    }
    taken.insert(name.clone());
    name
}

/// The bytes to delete to remove a type declaration (or one spec of a group) together
/// with its doc comment, leaving at most one blank line behind.
pub(super) fn deletion_range(file: &SourceFile, decl: TypeDecl) -> Range<usize> {
    let specs = named_children(decl.decl)
        .into_iter()
        .filter(|n| n.kind_name() != "comment")
        .count();
    let target = if specs == 1 {
        decl.decl
    } else {
        decl.spec.node
    };
    let mut first = target;
    while let Some(prev) = first.prev_sibling().filter(|p| p.kind_name() == "comment") {
        if file.position(prev.end_byte()).line + 1 != file.position(first.start_byte()).line {
            break;
        }
        first = prev;
    }
    let text = &file.text;
    let start = text[..first.start_byte()].rfind('\n').map_or(0, |i| i + 1);
    let mut end = text[target.end_byte()..]
        .find('\n')
        .map_or(text.len(), |i| target.end_byte() + i + 1);
    let blank_above = text[..start].ends_with("\n\n") || start == 0;
    if blank_above && text[end..].starts_with('\n') {
        end += 1;
    }
    start..end
}

impl Family<'_> {
    /// The family's method set as a type literal, `interface{ apply(*config) }`, for the
    /// checks that name the family as an interface.
    /// One method fits on one line, as gofmt keeps it; more go one per line at `indent`.
    pub(super) fn method_set_type(&self, indent: &str) -> String {
        let file = self.interface.spec.file;
        let methods: Vec<&str> = self.methods.iter().map(|m| file.text_of(m.node)).collect();
        match methods.as_slice() {
            [one] => format!("interface{{ {one} }}"),
            _ => {
                let lines: String = methods.iter().map(|m| format!("{indent}\t{m}\n")).collect();
                format!("interface {{\n{lines}{indent}}}")
            }
        }
    }
}
