import { SUBJECT_LEVELS } from '@fengshou/core';
import { changeSubject, subjectForLogin } from '@fengshou/core/contract';
import { Modal, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { DataState } from '../data-state';

interface SubjectSwitchModalProps {
  open: boolean;
  onClose(): void;
}

/** Lists the subjects this user may work for (subjectForLogin) and switches to one (changeSubject). */
export function SubjectSwitchModal({ open, onClose }: SubjectSwitchModalProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  const subjects = useApiQuery(subjectForLogin, {}, { enabled: open });
  const change = useApiMutation(changeSubject, {
    body: (subjectId: number) => ({ subjectId }),
    onSuccess: () => {
      onClose();
      portal.reload();
      // The new subject may have another start page; / resolves it once the entry data is in.
      navigate('/', { replace: true });
    },
  });
  return (
    <Modal title="切换政府主体" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <DataState query={subjects} isEmpty={(l) => l.length === 0} emptyText="没有可切换的政府主体">
        {(list) => (
          <ul className="subject-list">
            {list.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={`subject-item${s.current ? ' is-current' : ''}`}
                  disabled={s.current || change.isPending}
                  onClick={() => change.mutate(s.id)}
                >
                  <span className="subject-name">{s.subjectName}</span>
                  <Tag>{SUBJECT_LEVELS[s.subjectLevel as keyof typeof SUBJECT_LEVELS] ?? '主体'}</Tag>
                  {s.current ? <Tag color="green">当前</Tag> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Modal>
  );
}
