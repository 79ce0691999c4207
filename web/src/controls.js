// The playback controls: the buttons, the t slider and the speed menu in index.html, and the keyboard
// shortcuts (Space play/pause, ArrowRight/ArrowLeft step, R reset, [ and ] slower/faster, 1–9 scene), all
// driving one stepper.

/**
 * @param {ReturnType<import('./stepper.js').createStepper>} stepper
 * @param {{ onSceneKey?: (index: number) => void, onSpeed?: (speed: number) => void }} options
 *   onSceneKey: digit key 1–9 pressed (index 0–8); onSpeed: the playback speed changed (menu or keys).
 * @param {Document} doc
 * @returns {{ sync: (state: import('./stepper.js').StepperState) => void, setSpeed: (speed: number) => void }}
 */
export function bindControls(stepper, { onSceneKey, onSpeed } = {}, doc = document) {
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
      default:
        if (/^[1-9]$/.test(event.key) && onSceneKey) onSceneKey(Number(event.key) - 1);
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
