import type { SiteLook } from '../core/style/site-look';

/**
 * The look of the page around `container`, read once as the form mounts (no watching): its
 * computed font, size, text colour and `color-scheme`, the first background behind it that is
 * not transparent (alpha 0), and the colour a link inside it takes (a probe `a`, removed at once).
 */
export function readSiteLook(container: Element): SiteLook {
  const computed = (element: Element) => container.ownerDocument.defaultView!.getComputedStyle(element);
  let background = '';
  for (let at: Element | null = container; at && !background; at = at.parentElement) {
    const colour = computed(at).backgroundColor;
    if (!/, 0\)$|^t/.test(colour)) background = colour;
  }
  const probe = container.appendChild(container.ownerDocument.createElement('a'));
  probe.href = '#';
  const linkColor = computed(probe).color;
  probe.remove();
  const { fontFamily, fontSize, color, colorScheme } = computed(container);
  return { fontFamily, fontSize, color, background, linkColor, colorScheme: colorScheme || '' };
}
