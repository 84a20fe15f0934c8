/**
 * The hero's lights in a worker: the page hands its canvas over (`transferControlToOffscreen`),
 * and the frames are drawn and handed to the compositor here, so the page's main thread does no
 * work per frame (drawing the canvas and producing its frame cost a phone's main thread about
 * 15 ms every frame: Lighthouse counted each as blocking time). See TwinklingCanvas.
 */
import { animateLights, type LightsAnimation, type LightsMessage } from './twinkle';

let animation: LightsAnimation | null = null;

// A dedicated worker's global scope; typed by hand, as the app's types are the DOM's.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LightsMessage>) => void) | null;
};

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    const context = message.canvas.getContext('2d');
    if (context && !animation) animation = animateLights(context, message.reducedMotion);
  } else animation?.setVisible(message.visible);
};
