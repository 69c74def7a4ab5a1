/** Administration (issue 16): bookings of meeting rooms and service cars, tickets, meals and stationery. */
import type { ModuleDecl } from '../../engine/module.js';
import { bookingModules } from './bookings.js';
import { serviceModules } from './services.js';
import { ticketModules } from './tickets.js';

export const administrationModules: readonly ModuleDecl[] = [...bookingModules, ...ticketModules, ...serviceModules];
