import { ExternalButtonLink } from '../components/buttons';
import { ExternalIcon } from '../components/icons';
import { Container, heldHeight, SectionBlock } from '../components/typography';
import { leadership } from '../content/leadership';
import { navigation } from '../content/site';
import { BulletGroups } from '../sections/BulletGroups';
import { CardGrid } from '../sections/CardGrid';
import { InviteBanner, inviteHeld } from '../sections/InviteBanner';
import { PageIntro } from '../sections/PageIntro';
import { SectionFrame } from '../sections/SectionFrame';

export default function LeadershipPage() {
  const { style, actions, recommendations } = leadership;
  return (
    <>
      <PageIntro eyebrow={leadership.eyebrow} heading={leadership.heading} lede={leadership.lede} />
      <SectionFrame id="my-style" heading={style.heading} tone="sunken" skipOffscreen>
        <CardGrid
          cards={style.themes.map((theme, index) => ({
            label: String(index + 1).padStart(2, '0'),
            title: theme.title,
            body: theme.body,
          }))}
        />
      </SectionFrame>
      <SectionFrame id="key-actions" heading={actions.heading} intro={actions.intro} skipOffscreen>
        <BulletGroups
          groups={actions.groups.map((group) => ({ title: group.title, items: group.practices }))}
        />
      </SectionFrame>
      <SectionBlock divided skipOffscreen style={heldHeight(inviteHeld)}>
        <Container>
          <InviteBanner
            heading={recommendations.heading}
            body={recommendations.body}
            action={
              <ExternalButtonLink
                href={recommendations.link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {recommendations.link.label}
                <span className="visually-hidden"> {navigation.newTab}</span>
                <ExternalIcon />
              </ExternalButtonLink>
            }
          />
        </Container>
      </SectionBlock>
    </>
  );
}
