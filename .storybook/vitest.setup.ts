/**
 * Only for the story test run (vitest.config.ts), never for Storybook people browse: every CSS animation
 * and transition runs in 1 ms. Dialogs, drawers, toasts and upload lists fade or slide in, and a story that
 * judged them mid-way (opacity 0, off-screen) failed whenever the two-core CI machine was busy: a
 * different story each run. The stories still check that the element becomes visible; they no longer race
 * the animation. 1 ms rather than 0 s so animationend and transitionend still fire, which Zag's presence
 * waits for before it unmounts a closed dialog.
 */
const style = document.createElement('style');
style.dataset['testSetup'] = 'short-animations';
style.textContent = `*, *::before, *::after {
  animation-duration: 1ms !important;
  animation-delay: 0s !important;
  transition-duration: 1ms !important;
  transition-delay: 0s !important;
}`;
document.head.append(style);
