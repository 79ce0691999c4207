// Small 2D plots on a canvas, drawn over the 3D view (the quadratic of scene 2, pair counts of scene 8).
// A plot is redrawn whole from a plain description; it holds no state besides its canvas.

const FONT = '11px ui-monospace, Menlo, Consolas, monospace';
const PAD = { left: 40, right: 10, top: 20, bottom: 22 };

/**
 * @param {HTMLElement} container  where the canvas goes.
 * @param {{ width?: number, height?: number, label: string }} options  label: the canvas's accessible name.
 */
export function createPlot(container, { width = 300, height = 170, label }) {
  const canvas = document.createElement('canvas');
  canvas.className = 'plot';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  container.append(canvas);
  const g = canvas.getContext('2d');

  /**
   * @param {{
   *   x: [number, number], y: [number, number], title?: string, xLabel?: string,
   *   bands?: {from: number, to: number, color: string}[],
   *   curves?: {f: (x: number) => number, color: string, width?: number}[],
   *   vlines?: {x: number, color: string, label?: string, dashed?: boolean}[],
   *   segments?: {from: {x: number, y: number}, to: {x: number, y: number}, color: string, label?: string}[],
   *   dots?: {x: number, y: number, color: string, label?: string}[],
   *   texts?: {x: number, y: number, text: string, color: string, align?: CanvasTextAlign}[],
   *   xTicks?: number[], yTicks?: number[], description?: string,
   *   xTickLabel?: (x: number) => string, yTickLabel?: (y: number) => string,
   * }} spec  xTickLabel / yTickLabel: a tick's text (default: the number, short), e.g. 10^x on a log axis.
   */
  function draw(spec) {
    const { x: [x0, x1], y: [y0, y1] } = spec;
    const w = width - PAD.left - PAD.right;
    const h = height - PAD.top - PAD.bottom;
    const px = (x) => PAD.left + ((x - x0) / (x1 - x0)) * w;
    const py = (y) => PAD.top + (1 - (y - y0) / (y1 - y0)) * h;

    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.clearRect(0, 0, width, height);
    g.fillStyle = 'rgba(10, 15, 28, 0.86)';
    g.fillRect(0, 0, width, height);
    g.font = FONT;
    g.textBaseline = 'middle';

    for (const band of spec.bands ?? []) {
      g.fillStyle = band.color;
      g.fillRect(px(band.from), PAD.top, px(band.to) - px(band.from), h);
    }

    // Axes and ticks.
    g.strokeStyle = '#3a4a6b';
    g.lineWidth = 1;
    g.strokeRect(PAD.left, PAD.top, w, h);
    g.fillStyle = '#94a3b8';
    g.textAlign = 'center';
    const xText = spec.xTickLabel ?? format;
    const yText = spec.yTickLabel ?? format;
    for (const tick of spec.xTicks ?? []) g.fillText(xText(tick), px(tick), height - PAD.bottom / 2);
    g.textAlign = 'right';
    for (const tick of spec.yTicks ?? []) g.fillText(yText(tick), PAD.left - 4, py(tick));
    if (y0 < 0 && y1 > 0) {
      g.strokeStyle = '#64748b';
      line(PAD.left, py(0), PAD.left + w, py(0));
    }

    g.save();
    g.beginPath();
    g.rect(PAD.left, PAD.top, w, h);
    g.clip();
    for (const curve of spec.curves ?? []) {
      g.strokeStyle = curve.color;
      g.lineWidth = curve.width ?? 2;
      g.beginPath();
      for (let i = 0; i <= w; i++) {
        const x = x0 + ((x1 - x0) * i) / w;
        const y = curve.f(x);
        if (i === 0) g.moveTo(px(x), py(y));
        else g.lineTo(px(x), py(y));
      }
      g.stroke();
    }
    for (const v of spec.vlines ?? []) {
      g.strokeStyle = v.color;
      g.lineWidth = 1.5;
      g.setLineDash(v.dashed ? [4, 3] : []);
      line(px(v.x), PAD.top, px(v.x), PAD.top + h);
      g.setLineDash([]);
    }
    for (const segment of spec.segments ?? []) {
      g.strokeStyle = segment.color;
      g.lineWidth = 1.5;
      g.setLineDash([3, 3]);
      line(px(segment.from.x), py(segment.from.y), px(segment.to.x), py(segment.to.y));
      g.setLineDash([]);
      if (segment.label) {
        g.fillStyle = segment.color;
        g.textAlign = 'left';
        const midY = (py(segment.from.y) + py(segment.to.y)) / 2;
        g.fillText(segment.label, px(segment.from.x) + 4, Math.min(PAD.top + h - 7, Math.max(PAD.top + 7, midY)));
      }
    }
    for (const dot of spec.dots ?? []) {
      g.fillStyle = dot.color;
      g.beginPath();
      g.arc(px(dot.x), py(dot.y), 4, 0, 2 * Math.PI);
      g.fill();
    }
    for (const label of spec.texts ?? []) {
      g.fillStyle = label.color;
      g.textAlign = label.align ?? 'left';
      g.fillText(label.text, px(label.x), py(label.y));
    }
    g.restore();

    // Labels above the frame, so they never cover the curve.
    g.textAlign = 'left';
    g.fillStyle = '#e2e8f0';
    if (spec.title) g.fillText(spec.title, PAD.left, PAD.top / 2);
    for (const v of spec.vlines ?? []) {
      if (!v.label) continue;
      g.fillStyle = v.color;
      g.textAlign = 'center';
      g.fillText(v.label, px(v.x), PAD.top + 8);
    }
    if (spec.xLabel) {
      g.fillStyle = '#94a3b8';
      g.textAlign = 'right';
      g.fillText(spec.xLabel, width - 4, height - PAD.bottom / 2);
    }
    if (spec.description) canvas.setAttribute('aria-label', `${label}: ${spec.description}`);
  }

  function line(ax, ay, bx, by) {
    g.beginPath();
    g.moveTo(ax, ay);
    g.lineTo(bx, by);
    g.stroke();
  }

  return {
    canvas,
    draw,
    dispose: () => canvas.remove(),
  };
}

/** A tick label of at most four characters or so: 80k, 120, 48.9, 0.5. */
function format(x) {
  const a = Math.abs(x);
  if (a >= 1000) return `${Math.round(x / 1000)}k`;
  if (a >= 100) return String(Math.round(x));
  if (a >= 10) return x.toFixed(1);
  return String(Number(x.toFixed(2)));
}
