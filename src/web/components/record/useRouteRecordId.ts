import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';

/** The contract's ids are 1 … 2^31 − 1 (a PostgreSQL integer). */
const LARGEST_ID = 2147483647;

/** The :id of a record screen's route, when it is one; undefined for an address that names no record. */
export function useRouteRecordId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id >= 1 && id <= LARGEST_ID ? id : undefined;
}

/** A detail call's argument: the record's id, or no call at all when the address names none. */
export const recordArg = (id: number | undefined) => (id === undefined ? skipToken : { id });
