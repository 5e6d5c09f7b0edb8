import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { KanbanBoard, toaster, type KanbanColumn } from '@/ui';
import { ConflictError, isDataSourceError } from '@/services/backend';
import {
  operationsKeys,
  reassignDesigner,
  type BoardProject,
  type DesignerBoard as DesignerBoardData,
  PROJECT_STAGE_LABELS,
  projectKeys,
} from '@/services/projects';
import { DETAILS_PATH } from '../projects/project-columns';
import { boardColumns, cardColumn, cardLabel, designerOf, type BoardColumn } from './designers-model';

export const PROJECT_CONFLICT_MESSAGE =
  'This project was changed by someone else. The board has been reloaded.';

function failureMessage(error: unknown): string {
  if (isDataSourceError(error) && (error.kind === 'permission' || error.kind === 'not-found'))
    return 'This project is not yours to reassign.';
  return error instanceof Error ? error.message : 'The project was not reassigned.';
}

function ProjectCard({ project }: { project: BoardProject }) {
  return (
    <Stack gap="1" minW="0">
      <ChakraLink asChild textStyle="sm" fontWeight="medium">
        <Link to={`${DETAILS_PATH}?id=${project.id}`}>{project.code ?? 'New project'}</Link>
      </ChakraLink>
      <Text textStyle="xs" color="fg.muted" lineClamp={2}>
        {project.client_name} · {project.name}
      </Text>
      <HStack gap="1" wrap="wrap">
        <Badge size="sm" variant="subtle" colorPalette="brand">
          {PROJECT_STAGE_LABELS[project.stage]}
        </Badge>
        {project.on_hold ? (
          <Badge size="sm" variant="subtle" colorPalette="orange">
            On hold
          </Badge>
        ) : null}
      </HStack>
    </Stack>
  );
}

function ColumnSummary({ column }: { column: BoardColumn }) {
  return (
    <Text textStyle="xs" color={column.late ? 'fg.error' : 'fg.muted'}>
      {column.summary}
    </Text>
  );
}

interface DesignerBoardProps {
  board: DesignerBoardData;
  projects: readonly BoardProject[];
  /** Null when the person may reassign; otherwise why not (every card is then locked). */
  lockedReason: string | null;
}

/**
 * One column per designer with their workload; their active projects as cards. Moving a card
 * gives the project to that designer, saved with the version the card showed (someone else's
 * newer change refuses it: the board says so and reloads), and offers Undo.
 */
export function DesignerBoard({ board, projects, lockedReason }: DesignerBoardProps) {
  const client = useQueryClient();
  const [optimistic, setOptimistic] = useState<BoardProject[] | null>(null);
  const cards = optimistic ?? projects;
  const columns = useMemo(() => boardColumns(board, projects), [board, projects]);
  const kanbanColumns: KanbanColumn[] = columns.map((column) => ({
    id: column.id,
    title: column.title,
    summary: <ColumnSummary column={column} />,
  }));
  const titleOf = (columnId: string) =>
    columns.find((column) => column.id === columnId)?.title ?? 'No designer';
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: operationsKeys.all }),
      client.invalidateQueries({ queryKey: projectKeys.all }),
    ]);

  const undo = async (before: BoardProject, version: number) => {
    try {
      await reassignDesigner({ id: before.id, designerId: before.designer_id, version });
      toaster.create({
        type: 'info',
        title: `${cardLabel(before)} is back with ${titleOf(cardColumn(before, columns))}`,
      });
    } catch (error) {
      toaster.create(
        error instanceof ConflictError
          ? { type: 'error', title: PROJECT_CONFLICT_MESSAGE }
          : { type: 'error', title: 'The move was not undone', description: failureMessage(error) },
      );
    }
    await reload();
  };

  const move = async (project: BoardProject, toColumnId: string) => {
    const designerId = designerOf(toColumnId);
    setOptimistic(
      cards.map((card) => (card.id === project.id ? { ...card, designer_id: designerId } : card)),
    );
    let saved: { version: number } | null = null;
    try {
      saved = await reassignDesigner({ id: project.id, designerId, version: project.version });
    } catch (error) {
      toaster.create(
        error instanceof ConflictError
          ? { type: 'error', title: PROJECT_CONFLICT_MESSAGE }
          : { type: 'error', title: 'The project was not reassigned', description: failureMessage(error) },
      );
    }
    await reload();
    setOptimistic(null);
    if (!saved) return;
    const { version } = saved;
    toaster.create({
      type: 'success',
      title: `${cardLabel(project)} moved to ${titleOf(toColumnId)}`,
      action: { label: 'Undo', onClick: () => void undo(project, version) },
    });
  };

  return (
    <KanbanBoard
      label="Projects by designer"
      columns={kanbanColumns}
      cards={cards}
      getCardId={(project) => project.id}
      getColumnId={(project) => cardColumn(project, columns)}
      getCardLabel={cardLabel}
      renderCard={(project) => <ProjectCard project={project} />}
      isCardDisabled={() => lockedReason !== null}
      onMove={(project, toColumnId) => {
        if (toColumnId !== cardColumn(project, columns)) void move(project, toColumnId);
      }}
    />
  );
}
