// Where a widget's component lives: src/ui/widgets/<name>/<Name>.tsx. One naming rule for the
// registry (which loads it), the server (which names a rendered page's modules) and the build (which
// groups the entry steps' widgets into the landing chunk). No React here: the build imports it.

export const componentFile = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}.tsx`;

/** The component's source path, relative to the project's root. */
export const componentSource = (name: string): string => `src/ui/widgets/${name}/${componentFile(name)}`;
