// Debian's Chromium with the team's flags (bench/chromium.ts), as every Playwright suite
// launches it (playwright.config.ts, playwright.backend-failures.config.ts).
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../bench/chromium.ts';

export const CHROMIUM_LAUNCH_OPTIONS = {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS};
