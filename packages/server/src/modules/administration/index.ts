/** Administration (issue 16): bookings of meeting rooms and service cars. */
import type { ModuleDecl } from '../../engine/module.js';
import { bookingModules } from './bookings.js';

export const administrationModules: readonly ModuleDecl[] = [...bookingModules];
