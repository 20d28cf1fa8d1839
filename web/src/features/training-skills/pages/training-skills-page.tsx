// /training-skills: the Training Skills Menu (decisions.md 32). Category tabs over the published
// skills, 6 skeleton cards while they load, Add to Cart through the pet chooser, View Cart.
import { Suspense, useState } from 'react';
import { SimpleGrid, Tabs } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import type { Skill } from '@common/skill-schemas';
import { useSkillCategories, useSkills } from '../api/get-skills';
import { SkillCard, SkillCardSkeleton } from '../components/skill-card';
import { ViewCartButton } from '../components/view-cart-button';
import { TabRow } from '../../../components/tab-row';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';

// Choosing the pet (a dialog with the pets that qualify) comes after the page's load, or at once on
// Add to Cart (decisions.md 103).
const PetChooserDialog = lazyAfterPageLoad(() =>
  import('../components/pet-chooser-dialog').then((module) => ({ default: module.PetChooserDialog })),
);

const ALL = 'All';
const SKELETON_CARDS = 6;
const grid = { base: 1, sm: 2, lg: 3 } as const;

export default function TrainingSkillsPage() {
  const [category, setCategory] = useState<string>(ALL);
  const skills = useSkills(category === ALL ? undefined : category);
  const categories = useSkillCategories();
  const [adding, setAdding] = useState<Skill | null>(null);

  return (
    <>
      <PageHeader
        title="Training Skills Menu"
        description="Skills our trainers teach during your pet's boarding stay, step by step."
        action={<ViewCartButton />}
      />
      <Tabs value={category} onChange={(value) => setCategory(value ?? ALL)} mb="lg">
        <TabRow>
          {/* Categories are the server's names; 'All' is ours, so it never collides with one. */}
          <Tabs.Tab value={ALL}>All</Tabs.Tab>
          {(categories.data ?? [])
            .filter((name) => name !== ALL)
            .map((name) => (
              <Tabs.Tab key={name} value={name}>
                {name}
              </Tabs.Tab>
            ))}
        </TabRow>
      </Tabs>
      <ListState
        query={skills}
        loading={{ count: SKELETON_CARDS, skeleton: <SkillCardSkeleton />, label: 'Loading skills' }}
        empty={{ icon: <IconListCheck size={28} />, title: 'No skills here yet', text: 'New training skills are added regularly.' }}
        errorTitle="Failed to fetch training skills"
        container={(props) => <SimpleGrid cols={grid} spacing="lg" {...props} />}
      >
        {(items) =>
          items.map((skill) => (
            <SkillCard
              key={skill.id}
              skill={skill}
              onAdd={() => {
                void PetChooserDialog.preload();
                setAdding(skill);
              }}
            />
          ))
        }
      </ListState>
      <Suspense fallback={null}>
        <PetChooserDialog skill={adding} onClose={() => setAdding(null)} />
      </Suspense>
    </>
  );
}
