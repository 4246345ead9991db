import { launchFirefox } from './firefox';
import { takeJourneys } from './journeys';

takeJourneys({ browser: 'Firefox', launch: launchFirefox, prints: true });
