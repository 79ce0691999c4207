// The side panel: the scene's title, explanation and legend, and the readout of the current frame.
// Each readout value is a <dd data-testid="KEY" id="readout-KEY">, so tests and people can find it.

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
      intro.innerHTML = scene.intro;
      legend.replaceChildren(
        ...scene.legend.map(({ color, label, ghost }) => {
          const item = doc.createElement('li');
          const swatch = doc.createElement('span');
          swatch.className = ghost ? 'swatch ghost' : 'swatch';
          swatch.style.setProperty('--swatch', color);
          item.append(swatch, label);
          return item;
        }),
      );
      readout.replaceChildren();
      cells.clear();
    },

    /** Writes the readout rows, creating a row the first time its key appears. */
    update(rows) {
      for (const { key, label, value } of rows) {
        let cell = cells.get(key);
        if (!cell) {
          const row = doc.createElement('div');
          row.className = 'row';
          const term = doc.createElement('dt');
          term.textContent = label;
          cell = doc.createElement('dd');
          cell.id = `readout-${key}`;
          cell.dataset.testid = key;
          row.append(term, cell);
          readout.append(row);
          cells.set(key, cell);
        }
        if (cell.textContent !== value) cell.textContent = value;
      }
    },
  };
}
