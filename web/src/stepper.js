// Where playback is: the frame number k, the time t in [0, 1] within that frame, and whether it plays.
// Scenes compute everything from k, so stepping back recomputes a frame exactly; nothing is undone.
//
// Playback runs on a fixed timestep, decoupled from requestAnimationFrame: the render loop reports
// elapsed real time, and the stepper advances t in whole ticks of TICK_SECONDS, however often it is called.

/** Length of one playback tick, in seconds of real time. */
export const TICK_SECONDS = 1 / 60;

/** Real time spent on one simulation frame during playback by default (2 frames per second). */
export const DEFAULT_FRAME_SECONDS = 0.5;

/** Elapsed time beyond this (a hidden tab, a breakpoint) is dropped instead of replayed. */
const MAX_CATCH_UP_SECONDS = 0.25;

/**
 * @typedef {{ frame: number, t: number, playing: boolean }} StepperState
 * @param {{ onChange: (state: StepperState) => void, frameSeconds?: number }} options
 */
export function createStepper({ onChange, frameSeconds = DEFAULT_FRAME_SECONDS }) {
  const state = { frame: 0, t: 0, playing: false };
  let pending = 0; // real time not yet consumed by a tick, in seconds

  const emit = () => onChange({ ...state });

  function set(changes) {
    Object.assign(state, changes);
    if (!state.playing) pending = 0;
    emit();
  }

  function tick() {
    state.t += (TICK_SECONDS * stepper.speed) / stepper.frameSeconds;
    if (state.t >= 1 - 1e-9) {
      state.frame += 1;
      state.t = 0;
    }
  }

  const stepper = {
    /** Real seconds per simulation frame during playback at speed 1 (each scene sets its own). */
    frameSeconds,

    /** Playback speed: a multiplier of 1 / frameSeconds (changeable live). */
    speed: 1,

    get state() {
      return { ...state };
    },

    play: () => set({ playing: true }),
    pause: () => set({ playing: false }),
    toggle: () => set({ playing: !state.playing }),

    /** Next frame; pauses, keeps t. */
    stepForward: () => set({ playing: false, frame: state.frame + 1 }),

    /** Previous frame (not before frame 0); pauses, keeps t. */
    stepBack: () => set({ playing: false, frame: Math.max(0, state.frame - 1) }),

    /** Frame 0, t = 0, paused. */
    reset: () => set({ playing: false, frame: 0, t: 0 }),

    /** Frame `frame` at time `t`, paused (a link's state, a scene just loaded). */
    goTo: (frame, t = 0) => set({ playing: false, frame: Math.max(0, Math.floor(frame)), t: Math.min(1, Math.max(0, t)) }),

    /** Moves to time t within the current frame; pauses, since the user is taking over. */
    setT: (t) => set({ playing: false, t: Math.min(1, Math.max(0, t)) }),

    /** Re-announces the current state (e.g. after the scene's parameters changed). */
    refresh: emit,

    /**
     * Feeds elapsed real time (seconds since the last call). While playing, advances in fixed ticks
     * and reports a change once if at least one tick ran.
     */
    advance(seconds) {
      if (!state.playing) return;
      pending += Math.min(Math.max(seconds, 0), MAX_CATCH_UP_SECONDS);
      let ticked = false;
      while (pending >= TICK_SECONDS) {
        pending -= TICK_SECONDS;
        tick();
        ticked = true;
      }
      if (ticked) emit();
    },
  };
  return stepper;
}
