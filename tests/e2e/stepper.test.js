// The playground's playback clock (web/src/stepper.js) in Node, fed simulated time: which frame and t a
// given amount of playback reaches at each speed, computed by hand from the tick rule (t grows by
// TICK_SECONDS · speed / frameSeconds per tick; a tick that reaches t ≥ 1 starts the next frame at t = 0).
// No wall-clock time is involved, so the results are the same on a busy machine.
import { describe, expect, it } from 'vitest';
import { createStepper, DEFAULT_FRAME_SECONDS, TICK_SECONDS } from '../../web/src/stepper.js';

/** A stepper that records every state it announces. */
function recorded(options = {}) {
  const seen = [];
  const stepper = createStepper({ onChange: (state) => seen.push(state), ...options });
  return { stepper, seen };
}

/** Feeds `ticks` whole ticks, one call each (what the page's debug clock does). */
const feed = (stepper, ticks) => {
  for (let i = 0; i < ticks; i++) stepper.advance(TICK_SECONDS);
};

describe('stepper', () => {
  it('runs 60 ticks per second and 2 frames per second at speed 1 by default', () => {
    expect(TICK_SECONDS).toBe(1 / 60);
    expect(DEFAULT_FRAME_SECONDS).toBe(0.5);
  });

  it('at speed 1, t grows by 1/30 per tick: frame 1 after 30 ticks, t = 0.4 after 12 more', () => {
    const { stepper } = recorded();
    stepper.play();
    feed(stepper, 29);
    expect(stepper.state.frame).toBe(0);
    expect(stepper.state.t).toBeCloseTo(29 / 30, 12);
    feed(stepper, 1);
    expect(stepper.state).toEqual({ frame: 1, t: 0, playing: true });
    feed(stepper, 12);
    expect(stepper.state.frame).toBe(1);
    expect(stepper.state.t).toBeCloseTo(0.4, 12);
  });

  it('at speed 4, t grows by 2/15 per tick: a frame takes 8 ticks (7 reach 14/15), so 0.7 s reach frame 5, t = 4/15', () => {
    const { stepper } = recorded();
    stepper.speed = 4;
    stepper.play();
    feed(stepper, 7);
    expect(stepper.state.frame).toBe(0);
    expect(stepper.state.t).toBeCloseTo(14 / 15, 12);
    feed(stepper, 1);
    expect(stepper.state.frame).toBe(1);
    feed(stepper, 42 - 8); // 0.7 s in all
    expect(stepper.state.frame).toBe(5);
    expect(stepper.state.t).toBeCloseTo(4 / 15, 12);
  });

  it('takes the scene’s frameSeconds: 0.25 s per frame at speed 1 is 15 ticks per frame', () => {
    const { stepper } = recorded({ frameSeconds: 0.25 });
    stepper.play();
    feed(stepper, 45);
    expect(stepper.state).toEqual({ frame: 3, t: 0, playing: true });
  });

  it('keeps time below a tick for the next call, and announces once per call that ticked', () => {
    const { stepper, seen } = recorded();
    stepper.play();
    seen.length = 0;
    stepper.advance(0.01); // 10 ms: no tick yet
    expect(seen).toEqual([]);
    stepper.advance(0.01); // 20 ms in all: one tick, 3.3 ms left over
    expect(seen.length).toBe(1);
    expect(seen[0].t).toBeCloseTo(1 / 30, 12);
    stepper.advance(0.05); // 53.3 ms: three ticks, one announcement
    expect(seen.length).toBe(2);
    expect(seen[1].t).toBeCloseTo(4 / 30, 12);
  });

  it('does not move while paused, and drops a long gap beyond 0.25 s (15 ticks)', () => {
    const { stepper, seen } = recorded();
    stepper.advance(5);
    expect(stepper.state).toEqual({ frame: 0, t: 0, playing: false });
    expect(seen).toEqual([]);
    stepper.play();
    stepper.advance(10); // a hidden tab: only 0.25 s counts
    expect(stepper.state.frame).toBe(0);
    expect(stepper.state.t).toBeCloseTo(15 / 30, 12);
  });

  it('steps, goes to a frame, clamps t, and resets, each pausing', () => {
    const { stepper } = recorded();
    stepper.play();
    stepper.stepForward();
    expect(stepper.state).toEqual({ frame: 1, t: 0, playing: false });
    stepper.goTo(7.9, 1.4);
    expect(stepper.state).toEqual({ frame: 7, t: 1, playing: false });
    stepper.setT(-2);
    expect(stepper.state.t).toBe(0);
    stepper.stepBack();
    expect(stepper.state.frame).toBe(6);
    stepper.goTo(0);
    stepper.stepBack();
    expect(stepper.state.frame).toBe(0);
    stepper.play();
    stepper.reset();
    expect(stepper.state).toEqual({ frame: 0, t: 0, playing: false });
  });
});
