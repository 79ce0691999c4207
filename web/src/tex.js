// Formulas in the scene explanations: $…$ inline and $$…$$ on a line of its own, typeset by KaTeX.
// Write explanations with String.raw so backslashes reach KaTeX as they are.
import katex from 'katex';
import 'katex/dist/katex.min.css';

/** Replaces every $$…$$ (display) and $…$ (inline) in `html` with KaTeX's HTML and MathML. */
export function renderTex(html) {
  const typeset = (tex, displayMode) =>
    katex.renderToString(tex.trim(), { displayMode, throwOnError: false, output: 'htmlAndMathml' });
  return html
    .replace(/\$\$([\s\S]+?)\$\$/g, (_, tex) => typeset(tex, true))
    .replace(/\$([^$\n]+?)\$/g, (_, tex) => typeset(tex, false));
}
