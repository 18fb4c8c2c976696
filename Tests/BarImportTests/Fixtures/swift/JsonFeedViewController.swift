// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: ivan-liljeqvist/jsonfeed
// Commit: eb95ceed3107255e5d87a023ef1b3a207ad0e66c
// Path: jsonfeed/ViewController.swift (lines 9-43, the table view code after it left out)
// Licence: none stated in the repository (a 12-line excerpt, kept for the facts it shows)
// Kept small (the bar code only); unchanged apart from this header and the cut.
import UIKit

class ViewController: UIViewController,UITableViewDelegate,UITableViewDataSource {
    
    var articles:[Article] = []

    @IBOutlet weak var articleTableView: UITableView!
    
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        
        
        loadArticles()
        
        articleTableView.delegate = self
        articleTableView.dataSource = self
        articleTableView.rowHeight = UITableViewAutomaticDimension
        articleTableView.estimatedRowHeight = 150
    }
    
    override func viewDidAppear(_ animated: Bool) {
        
        
        
        if let font = UIFont(name: "Avenir Book", size: 20){
            
            self.navigationController?.navigationBar.titleTextAttributes = [NSForegroundColorAttributeName:UIColor.white,
                                                                            NSFontAttributeName:font]
        }
        
    }
}
