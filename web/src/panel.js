// The side panel: the scene's title, explanation (formulas by KaTeX) and legend, and the readout of the
// current frame. Each readout value is a <dd data-testid="KEY" id="readout-KEY">, so tests and people can
// find it. A value that is a field of a core result also names its source: data-fn, data-field and
// data-call (the call's index in window.__sweepkit.calls), and a tooltip "sweepSpherePlane(…).t (r0 in “Code for
// this frame”)", r0 being that call's line in the code panel (code-panel.js).
// Measurements (times) are marked data-volatile: they are not a function of the frame. A value flagged
// `alert` (two answers that should agree and do not) is shown in red, with data-alert="true".
import { renderTex } from './tex.js';

export function createPanel(doc = document) {
  const title = doc.getElementById('scene-title');
  const intro = doc.getElementById('intro');
  const legend = doc.getElementById('legend');
  const readout = doc.getElementById('readout');
  const cells = new Map();

  return {
    /** Shows a scene's title, explanation and legend, and empties the readout. */
    showScene(scene) {
      title.textContent = scene.title;
      doc.title = `${scene.title} · sweepkit playground`;
      intro.innerHTML = renderTex(scene.intro);
      legend.replaceChildren(
        ...scene.legend.map(({ color, label, ghost, square }) => {
          const item = doc.createElement('li');
          const swatch = doc.createElement('span');
          swatch.className = `swatch${ghost ? ' ghost' : ''}${square ? ' square' : ''}`;
          swatch.style.setProperty('--swatch', color);
          item.append(swatch, label);
          return item;
        }),
      );
      readout.replaceChildren();
      cells.clear();
    },

    /**
     * Writes the readout rows, creating a row the first time its key appears.
     * @param {{key: string, label: string, value: string, from?: object, field?: string, volatile?: boolean,
     *   alert?: boolean}[]} rows
     *   from/field: the core result the value was read from, and which field; volatile: a measurement;
     *   alert: a disagreement to highlight.
     * @param {ReturnType<import('./recorder.js').createRecorder>} recorder
     */
    update(rows, recorder) {
      const calls = recorder.calls();
      for (const { key, label, value, from, field, volatile, alert = false } of rows) {
        let cell = cells.get(key);
        if (!cell) {
          const row = doc.createElement('div');
          row.className = 'row';
          const term = doc.createElement('dt');
          term.textContent = label;
          cell = doc.createElement('dd');
          cell.id = `readout-${key}`;
          cell.dataset.testid = key;
          if (volatile) cell.dataset.volatile = 'true';
          row.append(term, cell);
          readout.append(row);
          cells.set(key, cell);
        }
        if (cell.textContent !== value) cell.textContent = value;
        if ((cell.dataset.alert === 'true') !== alert) {
          if (alert) cell.dataset.alert = 'true';
          else delete cell.dataset.alert;
        }
        const index = from ? recorder.indexOf(from) : -1;
        if (index >= 0) {
          const source = `from the core: ${calls[index].fn}(…).${field} (r${index} in “Code for this frame”)`;
          if (cell.dataset.call !== String(index) || cell.title !== source) {
            Object.assign(cell.dataset, { call: String(index), fn: calls[index].fn, field });
            cell.title = source;
          }
        } else if (cell.dataset.call) {
          delete cell.dataset.call;
          delete cell.dataset.fn;
          delete cell.dataset.field;
          cell.removeAttribute('title');
        }
      }
    },
  };
}
