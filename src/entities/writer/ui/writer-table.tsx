import { css } from 'styled-system/css';
import { Link } from 'react-router';
import { Avatar, TableFrame, tableStyles as t } from '@/shared/ui';
import type { Writer } from '../api/writer-api';

const identity = css({ display: 'flex', alignItems: 'center', gap: '3' });

export interface WriterTableProps {
  writers: readonly Writer[];
  hrefOf: (writer: Writer) => string;
  caption?: string;
}

export function WriterTable({ writers, hrefOf, caption = 'Writers' }: WriterTableProps) {
  return (
    <TableFrame label={caption}>
      <table className={t.table}>
        <caption className={t.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Writer</th>
            <th scope="col" className={t.th}>IPI number</th>
            <th scope="col" className={t.th}>PRO</th>
          </tr>
        </thead>
        <tbody>
          {writers.map((writer) => (
            <tr key={writer._id} data-testid="writer-row">
              <td className={t.td}>
                <div className={identity}>
                  <Avatar src={writer.image} name={writer.name} size="sm" />
                  <Link to={hrefOf(writer)} className={t.link}>
                    {writer.name}
                  </Link>
                </div>
              </td>
              <td className={t.td}>{writer.ipiNumber ?? '—'}</td>
              <td className={t.td}>{writer.pro ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
