import GistValues
import Reactive

/// All the logic of the options screen: each option's value (the config's, else its
/// default), toggling it, saving it to the config and telling the session; a save that
/// fails leaves the option as it was and says why.
public final class OptionsDirector: ScreenDirector {
  public typealias Intent = String

  private let stage: any OptionsStage
  private let session: AppSession
  private let store: any OptionStore
  private let bag = DisposeBag()

  /// A Director for `stage`, saving into `store`.
  public init(stage: any OptionsStage, session: AppSession, store: any OptionStore) {
    self.stage = stage
    self.session = session
    self.store = store
  }

  /// Starts observing.
  public func start() {
    stage.toggled.subscribe(onNext: { [weak self] in self?.toggle($0) }).disposed(by: bag)
    session.options.asObservable().subscribe(onNext: { [weak self] _ in self?.render() }).disposed(
      by: bag)
    session.choices.asObservable().subscribe(onNext: { [weak self] _ in self?.render() }).disposed(
      by: bag)
    session.savedSearches.asObservable().subscribe(onNext: { [weak self] _ in self?.render() })
      .disposed(by: bag)
  }

  /// Removing and moving apply to saved search tabs only.
  public func availability(of intent: String) -> String? {
    SavedTabRow.isOtherRow(intent) ? "saved search tabs only" : nil
  }

  private func toggle(_ key: String) {
    if let change = SavedTabRow.change(in: key) { return self.change(change.change, change.name) }
    if SavedTabRow.name(of: key) != nil {
      return stage.showNotice("x removes the tab; K and J move it left and right")
    }
    guard let option = AppOption.all.first(where: { $0.key == key }) else { return }
    guard option.choices.isEmpty else { return cycle(option) }
    let value = !session.isOn(option)
    do throws(GistError) {
      try store.save(option.key, value)
    } catch {
      return stage.showMessage("Could not save the option: \(error.message)")
    }
    var options = session.options.value
    options[option.key] = value
    session.options.onNext(options)
    stage.showNotice("\(option.title) \(value ? "on" : "off") (saved in the config)")
  }

  /// The next word of a word option, saved and told to the session.
  private func cycle(_ option: AppOption) {
    let words = option.choices.map(\.word)
    let now = words.firstIndex(of: session.choice(option)) ?? 0
    let next = option.choices[(now + 1) % words.count]
    do throws(GistError) {
      try store.save(option.key, word: next.word)
    } catch {
      return stage.showMessage("Could not save the option: \(error.message)")
    }
    var choices = session.choices.value
    choices[option.key] = next.word
    session.choices.onNext(choices)
    stage.showNotice("\(option.title): \(next.title) (saved in the config)")
  }

  /// Removes or moves the saved tab `name`, in the config and the session.
  private func change(_ change: SavedTabRow.Change, _ name: String) {
    var searches = session.savedSearches.value
    guard let index = searches.firstIndex(where: { $0.name == name }) else { return }
    let notice: String
    switch change {
    case .remove:
      searches.remove(at: index)
      notice = "Removed the tab “\(name)” (saved in the config)"
    case .up, .down:
      let target = index + (change == .up ? -1 : 1)
      guard searches.indices.contains(target) else { return }
      searches.swapAt(index, target)
      notice = "Moved the tab “\(name)” \(change == .up ? "left" : "right") (saved in the config)"
    }
    do throws(GistError) {
      try store.save(searches: searches)
    } catch {
      return stage.showMessage("Could not save the tabs: \(error.message)")
    }
    session.savedSearches.onNext(searches)
    stage.showNotice(notice)
  }

  private func render() {
    stage.showOptions(
      AppOption.all.map { option in
        guard !option.choices.isEmpty else { return (option, session.isOn(option) ? "[x]" : "[ ]") }
        let word = session.choice(option)
        return (option, option.choices.first { $0.word == word }?.title ?? word)
      } + session.savedSearches.value.map { (SavedTabRow.option($0), "tab") })
  }
}
