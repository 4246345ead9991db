import { describe, expect, it } from 'vitest';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { isTitleCase } from '../../src/content/headingCase';
import { home } from '../../src/content/home';
import { leadership } from '../../src/content/leadership';
import { notFound } from '../../src/content/notFound';
import { footer } from '../../src/content/site';
import { timeline } from '../../src/content/timeline';
import { studyBodies } from '../shared/studyBodies';

const studies = studyBodies;

// What one part of the site says about the owner, another part does not contradict.
describe('the content agrees with itself', () => {
  it('a role without a team of its own gives no time to management', () => {
    for (const entry of timeline.filter((role) => role.teamSize === 0))
      expect(entry.managementPercentage, entry.companyName).toBe(0);
  });

  it('every section heading of the public pages is in title case, as the specification’s are', () => {
    const headings = [
      home.intro.factsHeading,
      home.timeline.heading,
      home.leadershipInvite.heading,
      home.projects.heading,
      leadership.style.heading,
      leadership.actions.heading,
      leadership.recommendations.heading,
      notFound.title,
      footer.pagesHeading,
    ];
    expect(headings.filter((heading) => !isTitleCase(heading))).toEqual([]);
  });

  it('where a study’s team names its author, it gives the role the study’s hero gives', () => {
    expect(studies).toHaveLength(caseStudyLinks.length);
    for (const body of studies) {
      const authors = body.sections
        .flatMap((section) => (section.kind === 'team' ? section.members : []))
        .filter((member) => member.role.endsWith('(me)'));
      for (const author of authors) expect(author.role, body.slug).toBe(`${body.hero.role} (me)`);
    }
  });
});
