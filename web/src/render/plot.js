// Small 2D plots on a canvas, drawn over the 3D view (the quadratic of scene 2, pair counts of scene 8).
// A plot is redrawn whole from a plain description; it holds no state besides its canvas.

/** The text's size in the canvas's own px, and the least it may show at on the page (CSS px): a plot shown
 * smaller than its size (a phone) draws its text larger, so that it reads at MIN_FONT_PX at least. */
const FONT_PX = 11;
export const MIN_FONT_PX = 10;
const font = (px) => `${px}px ui-monospace, Menlo, Consolas, monospace`;
/** Margins around the frame: the title's row and the vertical lines' labels' row are above it. */
const PAD = { left: 40, right: 10, top: 34, bottom: 22 };
const TITLE_Y = 9;
const MARK_LABEL_Y = 25;

/**
 * @param {HTMLElement} container  where the canvas goes.
 * @param {{ width?: number, height?: number, label: string }} options  label: the canvas's accessible name.
 */
export function createPlot(container, { width = 300, height = 184, label }) {
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

    // How large the canvas shows on the page against its own size, and the text's size that reads at
    // MIN_FONT_PX there (the label boxes are the text's height plus 1 px).
    const shown = canvas.getBoundingClientRect().width;
    const scale = shown > 0 ? shown / width : 1;
    const fontPx = Math.max(FONT_PX, MIN_FONT_PX / scale);
    const textHeight = Math.ceil(fontPx) + 1;
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.clearRect(0, 0, width, height);
    g.fillStyle = 'rgba(10, 15, 28, 0.86)';
    g.fillRect(0, 0, width, height);
    g.font = font(fontPx);
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
    const drawn = { frame: { left: PAD.left, top: PAD.top, width: w, height: h }, curves: [], labels: [], fontPx, scale };
    for (const curve of spec.curves ?? []) {
      g.strokeStyle = curve.color;
      g.lineWidth = curve.width ?? 2;
      g.beginPath();
      const points = [];
      for (let i = 0; i <= w; i++) {
        const x = x0 + ((x1 - x0) * i) / w;
        points.push([px(x), py(curve.f(x))]);
        if (i === 0) g.moveTo(...points[i]);
        else g.lineTo(...points[i]);
      }
      g.stroke();
      drawn.curves.push(points);
    }
    /** A text's box (CSS px) at (x, y) with this alignment (baseline middle). */
    const boxOf = (text, x, y, align) => {
      const width = g.measureText(text).width;
      const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
      return { text, left, top: y - textHeight / 2, width, height: textHeight };
    };
    /** Whether a drawn curve passes through `box` (grown by 2 px), or it leaves the frame. */
    const blocked = (box) => box.left < PAD.left || box.left + box.width > PAD.left + w
      || box.top < PAD.top || box.top + box.height > PAD.top + h
      || drawn.curves.some((points) => points.some(([cx, cy], i) => i > 0
        && segmentMeetsBox(points[i - 1][0], points[i - 1][1], cx, cy, box, 2)));
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
        // Beside the segment: the nearest spot, on either side and at a few heights along it, that no
        // curve crosses (a narrow parabola may push it out past its branches).
        const [ax, ay, by] = [px(segment.from.x), py(segment.from.y), py(segment.to.y)];
        const spots = [];
        for (let gap = 5; gap < w; gap += 4) {
          for (const u of [0.5, 0.25, 0.75, 0]) {
            const y = Math.min(PAD.top + h - 7, Math.max(PAD.top + 7, ay + u * (by - ay)));
            spots.push(boxOf(segment.label, ax + gap, y, 'left'), boxOf(segment.label, ax - gap, y, 'right'));
          }
        }
        const box = spots.find((spot) => !blocked(spot)) ?? spots[0];
        g.fillStyle = segment.color;
        g.textAlign = 'left';
        g.fillText(segment.label, box.left, box.top + textHeight / 2);
        drawn.labels.push(box);
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

    // The title and the vertical lines' labels above the frame, so they never cover a curve.
    g.textAlign = 'left';
    g.fillStyle = '#e2e8f0';
    if (spec.title) g.fillText(spec.title, PAD.left, TITLE_Y);
    for (const v of spec.vlines ?? []) {
      if (!v.label) continue;
      g.fillStyle = v.color;
      g.textAlign = 'center';
      g.fillText(v.label, px(v.x), MARK_LABEL_Y);
      drawn.labels.push(boxOf(v.label, px(v.x), MARK_LABEL_Y, 'center'));
    }
    plot.layout = drawn;
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

  const plot = {
    canvas,
    draw,
    /**
     * What the last draw put where, in CSS px of the canvas: the frame, each curve as drawn (points) and
     * each placed label's box ({text, left, top, width, height}), the text's size (fontPx, canvas px) and the
     * canvas's scale on the page (scale). For tests: labels must not cover curves; text reads on a phone.
     */
    layout: null,
    dispose: () => canvas.remove(),
  };
  return plot;
}

/**
 * Whether the segment (ax, ay)–(bx, by) comes within `margin` of `box`: Liang–Barsky clipping of the
 * segment against the box grown by the margin (exact, whatever the segment's length).
 */
function segmentMeetsBox(ax, ay, bx, by, box, margin) {
  const [dx, dy] = [bx - ax, by - ay];
  let [enter, exit] = [0, 1];
  const sides = [
    [-dx, ax - (box.left - margin)], [dx, box.left + box.width + margin - ax],
    [-dy, ay - (box.top - margin)], [dy, box.top + box.height + margin - ay],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false; // parallel to this side and outside it
    } else if (p < 0) {
      enter = Math.max(enter, q / p);
    } else {
      exit = Math.min(exit, q / p);
    }
  }
  return enter <= exit;
}

/** A tick label of at most four characters or so: 80k, 120, 48.9, 0.5. */
function format(x) {
  const a = Math.abs(x);
  if (a >= 1000) return `${Math.round(x / 1000)}k`;
  if (a >= 100) return String(Math.round(x));
  if (a >= 10) return x.toFixed(1);
  return String(Number(x.toFixed(2)));
}
