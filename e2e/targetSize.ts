import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What a person can press, click or type into. */
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="slider"], [role="spinbutton"], [role="combobox"], [role="option"]';

/**
 * Every control on screen smaller than `min` px either way (WCAG 2.5.8 asks 24; touch, 44), as
 * "button “Undo” 20×18". Links inside running text are left out, as WCAG 2.5.8 leaves them.
 */
export async function smallControls(page: Page, min = 24): Promise<string[]> {
  return page.evaluate(
    ([selector, least]) => {
      const inRunningText = (el: Element) =>
        el.tagName === 'A' &&
        el.parentElement !== null &&
        /\S/.test(
          [...el.parentElement.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent)
            .join(''),
        );
      return [...document.querySelectorAll(selector)].flatMap((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return [];
        if (inRunningText(el)) return [];
        const big = (b: DOMRect) => b.width >= least && b.height >= least;
        if (big(box)) return [];
        // A checkbox or radio button takes a tap on its label too.
        const label =
          el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label');
        if (label && big(label.getBoundingClientRect())) return [];
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const kind = el.getAttribute('role') ?? el.tagName.toLowerCase();
        return [`${kind} “${name}” ${Math.round(box.width)}×${Math.round(box.height)}`];
      });
    },
    [CONTROLS, min] as const,
  );
}

/** axe-core's own check of WCAG 2.5.8 (`target-size`, off by default), violations only. */
export async function targetSizeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
  );
}
