// The code panel (index.html's <details id="code">, "Code for this frame"): the sk.* calls that produced the
// readout, with this frame's arguments (call-code.js), and a Copy button. The text is written only while the
// panel is open, and only when the recorded calls changed (a new frame, a new slider time): closed, it costs
// the frame loop nothing.
import { callsCode } from './call-code.js';

/** How long the Copy button says what it did (ms). */
const STATUS_MS = 2000;

/**
 * @param {Document} doc
 * @returns {{update: (recorder: ReturnType<import('./recorder.js').createRecorder>) => void}}
 */
export function createCodePanel(doc = document) {
  const details = doc.getElementById('code');
  const code = doc.getElementById('code-text');
  const copy = doc.getElementById('code-copy');
  const status = doc.getElementById('code-status');
  let recorder = null;
  let shown = null; // the calls the text was written from
  let statusTimer = 0;

  /** Writes the text if the panel is open and the calls differ from those it shows. */
  function render() {
    if (!details.open || !recorder) return;
    const calls = recorder.calls();
    if (shown && shown.length === calls.length && shown.every((call, i) => call === calls[i])) return;
    shown = calls;
    const text = callsCode(calls, { kindOf: recorder.kindOf, dropped: recorder.dropped() });
    if (code.textContent !== text) code.textContent = text;
  }

  const say = (message) => {
    status.textContent = message;
    clearTimeout(statusTimer);
    statusTimer = setTimeout(() => (status.textContent = ''), STATUS_MS);
  };

  /** Selects the code, for the reader to copy by hand (where the clipboard API is missing or refused). */
  const select = () => {
    const range = doc.createRange();
    range.selectNodeContents(code);
    const selection = doc.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    say('Selected: press Ctrl+C (⌘C) to copy');
  };

  details.addEventListener('toggle', render);
  copy.addEventListener('click', async () => {
    render();
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code.textContent);
      say('Copied');
    } catch {
      select();
    }
  });

  return {
    /** Shows the calls `recorder` holds now (when open; otherwise when next opened). */
    update(next) {
      recorder = next;
      render();
    },
  };
}
