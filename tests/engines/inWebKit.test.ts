import { takeJourneys } from './journeys';
import { launchWebKit } from './webkit';

// WebKitWebDriver does not know WebDriver's Print command ('unknown command').
takeJourneys({ browser: 'WebKit', launch: launchWebKit, prints: false });
