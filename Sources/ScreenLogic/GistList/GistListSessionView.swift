import Reactive

/// What the gist list shows of the session, as it changes: who is signed in (or that a
/// token is there though its login is not known yet) and the rate limit on the status bar,
/// how many writes wait in the outbox, a notice said once, and relative times or dates.
enum GistListSessionView {
  /// Shows `session` on `stage` for as long as `bag` lives.
  static func show(_ session: AppSession, on stage: any GistListStage, bag: DisposeBag) {
    let account = Observable.combineLatest(
      session.login.asObservable(), session.signedOut.asObservable()
    ) { ($0, $1) }
    Observable.combineLatest(account, session.rateLimit.asObservable()) { ($0, $1) }
      .subscribe(onNext: { [weak stage] account, rateLimit in
        stage?.showSession(login: account.0, signedOut: account.1, rateLimit: rateLimit)
      }).disposed(by: bag)
    session.notice.asObservable().compactMap { $0 }.subscribe(onNext: {
      [weak stage, unowned session] notice in
      stage?.showMessage(notice)
      session.notice.onNext(nil)
    }).disposed(by: bag)
    session.outboxWaiting.asObservable().distinctUntilChanged().subscribe(onNext: {
      [weak stage] in stage?.showOutbox(OutboxWording.waiting($0))
    }).disposed(by: bag)
    session.watch(.relativeTimes).subscribe(onNext: { [weak stage] in
      stage?.useRelativeTimes($0)
    }).disposed(by: bag)
  }
}
