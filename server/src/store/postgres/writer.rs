//! The PostgreSQL writer: one task, one connection, group commit.
//!
//! A batch is every job waiting. `BEGIN` and the calls of every job go out back to back, in
//! order, before any answer is awaited (a pipeline: tokio-postgres sends a request when its
//! future is first polled), so a batch costs about one round trip however many jobs it holds.
//! When every call has succeeded the writer commits, and only then answers the jobs.
//!
//! A job that fails must fail alone. A savepoint per job would cost a round trip each, and past
//! 64 of them in one transaction every reader of the database pays for the subtransactions; so
//! instead the first failing call names its job, the transaction is rolled back, that job gets
//! its error, and the batch runs again without it. Each job so sees what the jobs before it in
//! the batch wrote, as it would behind a savepoint of its own, and a failure (a bug, or a row
//! another writer took) costs one more round trip.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::Poll;
use std::time::Instant;

use futures_util::future::{MaybeDone, join_all, maybe_done};
use tokio::sync::mpsc;
use tokio_postgres::Client;
use tokio_postgres::types::ToSql;

use super::Session;
use super::statements::Call;
use super::touched::Touched;
use crate::metrics::Metrics;
use crate::store::{Guard, Job, StoreError, answer_all, now_ms};

/// Takes every waiting job, runs them in one transaction, commits, answers; until every
/// handle to the store has gone. A lost connection fails the batch it was lost in and is made
/// again for the next.
pub(super) async fn run(
    mut session: Session,
    config: tokio_postgres::Config,
    mut queue: mpsc::Receiver<Job>,
    metrics: Arc<Metrics>,
) {
    let mut batch = Vec::new();
    let mut touched = Touched::default();
    while let Some(first) = queue.recv().await {
        batch.push(first);
        while let Ok(next) = queue.try_recv() {
            batch.push(next);
        }
        let started = Instant::now();
        if session.client.is_closed() {
            match Session::open(&config).await {
                Ok(fresh) => session = fresh,
                Err(e) => {
                    tracing::error!(error = %e, "store: PostgreSQL unreachable");
                    let message = e.to_string();
                    let answers = batch
                        .iter()
                        .map(|_| Err(StoreError::Batch(message.clone())))
                        .collect();
                    answer_all(&mut batch, answers);
                    continue;
                }
            }
        }
        let answers = run_batch(&session, &batch, &mut touched).await;
        metrics.store_commit.observe(started.elapsed());
        answer_all(&mut batch, answers);
    }
}

/// How one try at a batch ended.
enum Attempt {
    /// Committed: the id each job answered (0 for none), in order.
    Committed(Vec<i64>),
    /// The job at this position among the jobs tried failed alone, with this error; nothing
    /// of the try was kept.
    JobFailed(usize, StoreError),
    /// The transaction failed as a whole (the connection, or the commit).
    Failed(String),
}

/// Runs `batch` until it commits, leaving out each job that fails on its own.
async fn run_batch(
    session: &Session,
    batch: &[Job],
    touched: &mut Touched,
) -> Vec<Result<i64, StoreError>> {
    let now = now_ms();
    let mut answers: Vec<Option<Result<i64, StoreError>>> = batch.iter().map(|_| None).collect();
    loop {
        let live: Vec<usize> = (0..batch.len()).filter(|&i| answers[i].is_none()).collect();
        if live.is_empty() {
            break;
        }
        match attempt(session, batch, &live, (now, &mut *touched)).await {
            Attempt::Committed(ids) => {
                for (i, id) in live.into_iter().zip(ids) {
                    answers[i] = Some(Ok(id));
                }
                break;
            }
            Attempt::JobFailed(position, e) => answers[live[position]] = Some(Err(e)),
            Attempt::Failed(message) => {
                tracing::error!(error = %message, "store: PostgreSQL batch failed");
                for i in live {
                    answers[i] = Some(Err(StoreError::Batch(message.clone())));
                }
                break;
            }
        }
    }
    answers
        .into_iter()
        .map(|answer| answer.unwrap_or(Err(StoreError::Closed)))
        .collect()
}

/// One try: `BEGIN`, the calls of the jobs at `live` (indexes into `batch`), then `COMMIT` if
/// every call succeeded, else `ROLLBACK`.
/// A room touched in a try that is rolled back is touched again a minute later at the latest.
async fn attempt(
    session: &Session,
    batch: &[Job],
    live: &[usize],
    (now, touched): (i64, &mut Touched),
) -> Attempt {
    let statements = &session.statements;
    let mut calls = vec![Call {
        statement: &statements.begin,
        params: Vec::new(),
        answers: None,
    }];
    // The position in `live` of each call's job; none for BEGIN.
    let mut owners = vec![None];
    for (position, &i) in live.iter().enumerate() {
        if let Some(guard) = &batch[i].guard {
            calls.push(match guard {
                Guard::Fence(fence) => statements.fence(fence),
                Guard::Claim(fence) => statements.claim(fence),
            });
            owners.push(Some(position));
        }
        for call in statements.calls(&batch[i].write, now, touched) {
            calls.push(call);
            owners.push(Some(position));
        }
    }
    let results = pipeline(&session.client, &calls).await;
    let mut ids = vec![0; live.len()];
    // Jobs whose id-answering call found no row (no such room, or a fence that no longer
    // holds): each fails alone, like a job whose call failed.
    let mut missing = Vec::new();
    for ((call, owner), result) in calls.iter().zip(owners).zip(results) {
        let Some(result) = result else {
            return failed(session, owner, StoreError::Closed).await;
        };
        match (result, owner) {
            (Ok(id), Some(position)) => match (id, call.answers) {
                (Some(id), _) => ids[position] = id,
                (None, Some(absent)) => missing.push((position, absent)),
                (None, None) => {}
            },
            (Ok(_), None) => {}
            (Err(e), _) if e.is_closed() => return Attempt::Failed(e.to_string()),
            (Err(e), owner) => return failed(session, owner, StoreError::Postgres(e)).await,
        }
    }
    if let Some(&(position, absent)) = missing.first() {
        return failed(session, Some(position), absent.error()).await;
    }
    match session.client.batch_execute("COMMIT").await {
        Ok(()) => Attempt::Committed(ids),
        Err(e) => Attempt::Failed(e.to_string()),
    }
}

/// Rolls the try back after the call of the job at `owner` (a position in the live jobs; none
/// for `BEGIN`) failed with `error`.
async fn failed(session: &Session, owner: Option<usize>, error: StoreError) -> Attempt {
    if let Err(e) = session.client.batch_execute("ROLLBACK").await {
        return Attempt::Failed(e.to_string());
    }
    match owner {
        Some(position) => Attempt::JobFailed(position, error),
        None => Attempt::Failed(error.to_string()),
    }
}

/// Runs one call; answers the id in its row when it answers one.
async fn run_call(client: &Client, call: &Call<'_>) -> Result<Option<i64>, tokio_postgres::Error> {
    let params: Vec<&(dyn ToSql + Sync)> = call
        .params
        .iter()
        .map(|p| p.as_ref() as &(dyn ToSql + Sync))
        .collect();
    let rows = client.query(call.statement, &params).await?;
    match (call.answers, rows.first()) {
        (Some(_), Some(row)) => Ok(Some(row.try_get(0)?)),
        _ => Ok(None),
    }
}

/// Runs `calls` with their requests sent in order, back to back, before any answer is
/// awaited: each call's future is polled once, in order, which sends its request; then all are
/// awaited together. Answers each call's result in order (`None` only if a future vanished,
/// which does not happen).
async fn pipeline(
    client: &Client,
    calls: &[Call<'_>],
) -> Vec<Option<Result<Option<i64>, tokio_postgres::Error>>> {
    let mut futures: Vec<Pin<Box<MaybeDone<_>>>> = calls
        .iter()
        .map(|call| Box::pin(maybe_done(run_call(client, call))))
        .collect();
    std::future::poll_fn(|cx| {
        for future in &mut futures {
            // A call may even finish here (one that failed before sending anything).
            let _ = future.as_mut().poll(cx);
        }
        Poll::Ready(())
    })
    .await;
    join_all(futures.iter_mut()).await;
    futures
        .iter_mut()
        .map(|future| future.as_mut().take_output())
        .collect()
}
