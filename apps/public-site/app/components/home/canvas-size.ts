/** The home picture's size (spec §2): the canvas draws at this size and scales with the page. */
export const CANVAS_WIDTH = 1180;
export const CANVAS_HEIGHT = 464;
