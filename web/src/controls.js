// The playback controls: the buttons, the t slider and the speed menu in index.html, and the keyboard
// shortcuts (Space play/pause, ArrowRight/ArrowLeft step, R reset, [ and ] slower/faster, a scene's number typed
// as digits, N/P next/previous scene, C reset camera), all driving one stepper.

/** How long after a digit a second one still makes a two-digit scene number (ms). */
export const DIGIT_WINDOW = 800;

/**
 * @param {ReturnType<import('./stepper.js').createStepper>} stepper
 * @param {{ onSceneNumber?: (n: number) => void, sceneCount?: number, onSpeed?: (speed: number) => void,
 *   onCamera?: () => void, onPage?: (step: 1 | -1) => void }} options
 *   onSceneNumber: a scene number typed (1-based): a digit 1–9 picks its scene at once; a second digit within
 *   DIGIT_WINDOW that makes a number ≤ sceneCount (1 then 0–9: 10–19, up to sceneCount) picks that one. onSpeed: the playback
 *   speed changed (menu or keys); onCamera: C pressed; onPage: N (1) or P (−1) pressed.
 * @param {Document} doc
 * @returns {{ sync: (state: import('./stepper.js').StepperState) => void, setSpeed: (speed: number) => void }}
 */
export function bindControls(stepper, { onSceneNumber, sceneCount = 9, onSpeed, onCamera, onPage } = {}, doc = document) {
  const play = doc.getElementById('play');
  const back = doc.getElementById('step-back');
  const forward = doc.getElementById('step-forward');
  const reset = doc.getElementById('reset');
  const slider = doc.getElementById('t-slider');
  const sliderValue = doc.getElementById('t-value');
  const speed = doc.getElementById('speed');
  const speeds = [...speed.options].map((option) => Number(option.value));

  /** Sets the playback speed to the menu's entry `index` (clamped to the menu). */
  const setSpeed = (index) => {
    speed.selectedIndex = Math.min(speeds.length - 1, Math.max(0, index));
    const changed = stepper.speed !== speeds[speed.selectedIndex];
    stepper.speed = speeds[speed.selectedIndex];
    if (changed) onSpeed?.(stepper.speed);
  };
  setSpeed(speed.selectedIndex);

  play.addEventListener('click', () => stepper.toggle());
  back.addEventListener('click', () => stepper.stepBack());
  forward.addEventListener('click', () => stepper.stepForward());
  reset.addEventListener('click', () => stepper.reset());
  slider.addEventListener('input', () => stepper.setT(slider.valueAsNumber));
  speed.addEventListener('change', () => setSpeed(speed.selectedIndex));

  /** The first digit of a number being typed, and when it was typed. */
  let typed = { digit: 0, at: -Infinity };
  const typeDigit = (digit, now) => {
    const number = 10 * typed.digit + digit;
    if (typed.digit > 0 && now - typed.at <= DIGIT_WINDOW && number <= sceneCount) {
      typed = { digit: 0, at: -Infinity };
      onSceneNumber(number);
    } else if (digit > 0) {
      typed = { digit, at: now };
      onSceneNumber(digit);
    }
  };

  doc.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.target;
    const onButton = target instanceof HTMLButtonElement;
    const onSlider = target instanceof HTMLInputElement && target.type === 'range';
    const typing = (target instanceof HTMLInputElement && !onSlider) || target instanceof HTMLTextAreaElement
      || target instanceof HTMLSelectElement || target?.isContentEditable;
    if (typing) return; // lil-gui number fields and the like keep their keys

    switch (event.key) {
      case ' ':
        if (onButton) return; // the focused button's own click handles Space
        stepper.toggle();
        break;
      case 'ArrowRight':
        if (onSlider) return; // the slider's own arrows move t
        stepper.stepForward();
        break;
      case 'ArrowLeft':
        if (onSlider) return;
        stepper.stepBack();
        break;
      case 'r':
      case 'R':
        stepper.reset();
        break;
      case '[':
        setSpeed(speed.selectedIndex - 1);
        break;
      case ']':
        setSpeed(speed.selectedIndex + 1);
        break;
      case 'c':
      case 'C':
        if (!onCamera) return;
        onCamera();
        break;
      case 'n':
      case 'N':
      case 'p':
      case 'P':
        if (!onPage) return;
        onPage(event.key.toLowerCase() === 'n' ? 1 : -1);
        break;
      default:
        if (/^[0-9]$/.test(event.key) && onSceneNumber) typeDigit(Number(event.key), event.timeStamp);
        else return;
    }
    event.preventDefault();
  });

  return {
    /** Sets the playback speed to the menu's entry closest to `value` (a link's speed). */
    setSpeed(value) {
      const distance = (x) => Math.abs(Math.log(x / value));
      setSpeed(speeds.reduce((best, x, i) => (distance(x) < distance(speeds[best]) ? i : best), 0));
    },

    /** Mirrors the stepper state into the controls. */
    sync(state) {
      const label = state.playing ? 'Pause' : 'Play';
      if (play.textContent !== label) play.textContent = label;
      play.classList.toggle('playing', state.playing);
      back.disabled = state.frame === 0;
      if (slider.valueAsNumber !== state.t) slider.value = String(state.t);
      sliderValue.textContent = state.t.toFixed(3);
    },
  };
}
